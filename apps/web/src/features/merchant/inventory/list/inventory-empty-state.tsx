import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../ui/empty-state';
import { EmptyStateActions } from '../../../../ui/empty-state-actions';
import { MERCHANT_PAGES } from '../../shell/model/merchant-pages';
import { InventoryIllustration } from './inventory-illustration';

/** A store without a single product: what this page is for, and Add product for managers. */
export function NoProductsYet({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<InventoryIllustration />}
      title={t('inventory.empty.title')}
      body={canAdd ? t('inventory.empty.body') : t('inventory.empty.bodyStaff')}
    >
      {canAdd && (
        <EmptyStateActions>
          <Button
            variant="contained"
            component={RouterLink}
            to={MERCHANT_PAGES.inventoryAdd.path}
            startIcon={<AddIcon />}
          >
            {t('inventory.addProduct')}
          </Button>
        </EmptyStateActions>
      )}
    </EmptyState>
  );
}

/** Products exist, but none under this search and these filters. */
export function NoProductMatches({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<InventoryIllustration />}
      title={t('inventory.noMatch.title')}
      body={t('inventory.noMatch.body')}
    >
      <EmptyStateActions>
        <Button variant="outlined" onClick={onClear}>
          {t('inventory.noMatch.clear')}
        </Button>
      </EmptyStateActions>
    </EmptyState>
  );
}
