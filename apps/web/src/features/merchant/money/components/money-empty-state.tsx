import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/empty-state';
import { MoneyIllustration } from './money-illustration';

interface MoneyEmptyStateProps {
  title: string;
  body: string;
  /** Offered unless the range already is the longest quick choice. */
  onShowLast30Days?: () => void;
}

/** Nothing settled in the dates: what shows up here, and a longer period to try. */
export function MoneyEmptyState({ title, body, onShowLast30Days }: MoneyEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState illustration={<MoneyIllustration size={140} />} title={title} body={body}>
      {onShowLast30Days && (
        <Button variant="outlined" onClick={onShowLast30Days}>
          {t('merchantMoney.range.showLast30')}
        </Button>
      )}
    </EmptyState>
  );
}
