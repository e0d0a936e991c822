import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ShopIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { MerchantStoreSummary } from '@sauda/domain';
import { NavLink, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StorePicker } from '../../../features/merchant/shell/components/store-picker';
import { useCurrentStore } from '../../../features/merchant/shell/current-store';
import { brand } from '../../../theme/tokens';
import { Logo } from '../../../ui/logo';
import { navItemsFor } from './merchant-nav-items';

interface MerchantNavProps {
  stores: readonly MerchantStoreSummary[];
  onChooseStore: (storeQueryId: string) => void;
  /** Closes the drawer on phones. */
  onNavigate?: () => void;
}

/** The back office side navigation: the store picker, then the sections the role may open. */
export function MerchantNav({ stores, onChooseStore, onNavigate }: MerchantNavProps) {
  const { t } = useTranslation();
  const { store, role } = useCurrentStore();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          px: 2.5,
          pt: 2.5,
          pb: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Logo height={28} />
        <Chip label={t('merchant.backOffice')} size="small" color="secondary" />
      </Box>
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <StorePicker
          current={store}
          stores={stores}
          onChoose={(storeQueryId) => {
            onChooseStore(storeQueryId);
            onNavigate?.();
          }}
        />
      </Box>
      <Box component="nav" aria-label={t('merchant.navLabel')}>
        <List sx={{ px: 1 }}>
          {navItemsFor(role).map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              onClick={onNavigate}
              sx={{
                borderRadius: 1,
                mb: 0.5,
                color: 'text.secondary',
                '&.active': { bgcolor: brand.primaryLight, color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{item.icon}</ListItemIcon>
              <ListItemText
                primary={t(`merchant.${item.label}`)}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ mt: 'auto', p: 2 }}>
        <Button
          component={RouterLink}
          to="/products"
          variant="outlined"
          fullWidth
          startIcon={<ShopIcon />}
        >
          {t('merchant.viewStore')}
        </Button>
      </Box>
    </Box>
  );
}
