import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/empty-state';
import { EmptyStateActions } from '../../../../ui/empty-state-actions';
import { PromotionsIllustration } from '../components/promotions-illustration';

/** A store without vouchers: what they do, and New voucher. */
export function VouchersEmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<PromotionsIllustration />}
      title={t('merchantPromotions.vouchers.emptyTitle')}
      body={t('merchantPromotions.vouchers.emptyBody')}
    >
      <EmptyStateActions>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {t('merchantPromotions.vouchers.create')}
        </Button>
      </EmptyStateActions>
    </EmptyState>
  );
}
