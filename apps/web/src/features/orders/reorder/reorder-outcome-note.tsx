import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ReorderOutcome } from './use-reorder';

interface ReorderOutcomeNoteProps {
  outcome: ReorderOutcome;
  onGoToCart: () => void;
}

/** After Reorder left something out: what went into the cart and what is no longer available. */
export function ReorderOutcomeNote({ outcome, onGoToCart }: ReorderOutcomeNoteProps) {
  const { t } = useTranslation();
  const items = outcome.unavailable.join(', ');
  if (outcome.added === 0) {
    return (
      <Alert severity="warning" role="alert">
        {t('orders.reorder.none')} {t('orders.reorder.unavailable', { items })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onGoToCart} sx={{ whiteSpace: 'nowrap' }}>
          {t('orders.reorder.goToCart')}
        </Button>
      }
    >
      {t('orders.reorder.added', { count: outcome.added })}{' '}
      {t('orders.reorder.unavailable', { items })}
    </Alert>
  );
}
