import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { NavLink, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { Logo } from '../../../ui/logo';
import { MERCHANT_NAV_ITEMS } from './merchant-nav-items';

/** The back office side navigation; `onNavigate` closes the drawer on phones. */
export function MerchantNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{ px: 2.5, py: 2.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Logo height={28} />
        <Chip label={t('merchant.backOffice')} size="small" color="secondary" />
      </Box>
      <Box component="nav" aria-label={t('merchant.navLabel')}>
        <List sx={{ px: 1 }}>
          {MERCHANT_NAV_ITEMS.map((item) => (
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
          startIcon={<StorefrontIcon />}
        >
          {t('merchant.viewStore')}
        </Button>
      </Box>
    </Box>
  );
}
