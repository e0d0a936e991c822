import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/empty-state';
import { EmptyStateActions } from '../../../../ui/empty-state-actions';
import { PromotionsIllustration } from '../components/promotions-illustration';

/** No product on promotion: what a discount does, and Add discount. */
export function DiscountsEmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<PromotionsIllustration />}
      title={t('merchantPromotions.discounts.emptyTitle')}
      body={t('merchantPromotions.discounts.emptyBody')}
    >
      <EmptyStateActions>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('merchantPromotions.discounts.add')}
        </Button>
      </EmptyStateActions>
    </EmptyState>
  );
}
