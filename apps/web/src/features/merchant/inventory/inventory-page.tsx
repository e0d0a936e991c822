import AddIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleAllows } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentStore } from '../shell/current-store';
import { NoticeSnackbar } from '../shell/components/notice-snackbar';
import { MERCHANT_PAGES } from '../shell/model/merchant-pages';
import { SaveAnnouncer } from './edit/save-announcer';
import { SaveSnackbar } from './edit/save-snackbar';
import { useInlineSaves } from './edit/use-inline-saves';
import { ProductList } from './list/product-list';
import { InventoryToolbar } from './toolbar/inventory-toolbar';
import { useInventoryLocation } from './toolbar/use-inventory-location';
import { useArrivalNotice } from './use-arrival-notice';

/**
 * /inventory-mgmt: the store's products, searched and filtered on the server, with stock,
 * availability and (for owners and managers) price changed in place and undone from the
 * snackbar.
 */
export function InventoryPage() {
  const { t } = useTranslation();
  const { storeQueryId: storeId, store, role } = useCurrentStore();
  const location = useInventoryLocation();
  const { save, outcome, dismiss } = useInlineSaves(storeId);
  const managesProducts = roleAllows(role, 'editProducts');
  const arrival = useArrivalNotice();

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('inventory.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {managesProducts
              ? t('inventory.subtitle', { store: store.name })
              : t('inventory.subtitleStaff', { store: store.name })}
          </Typography>
        </Box>
        {managesProducts && (
          <Button
            variant="contained"
            component={RouterLink}
            to={MERCHANT_PAGES.inventoryAdd.path}
            startIcon={<AddIcon />}
          >
            {t('inventory.addProduct')}
          </Button>
        )}
      </Box>
      <Stack spacing={2.5} sx={{ mt: { xs: 2, md: 3 } }}>
        <InventoryToolbar
          storeId={storeId}
          filters={location.filters}
          location={location}
          canManageProducts={managesProducts}
        />
        <ProductList
          storeId={storeId}
          filters={location.filters}
          canAdd={managesProducts}
          canEditPrice={managesProducts}
          onSave={save}
          onClearFilters={location.clear}
          pageHref={location.pageHref}
        />
      </Stack>
      <SaveSnackbar outcome={outcome} onClose={dismiss} />
      <SaveAnnouncer outcome={outcome} />
      <NoticeSnackbar notice={arrival.notice} onClose={arrival.dismiss} />
    </Container>
  );
}
