import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineRounded';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { Logo } from '../../../ui/logo';
import { SHOPPER_DRAWER_ID } from '../shared/panel-ids';

const ITEMS: ReadonlyArray<{
  to: string;
  label: 'myOrders' | 'browseStores' | 'home' | 'help';
  icon: ReactElement;
}> = [
  { to: '/order/history', label: 'myOrders', icon: <ReceiptIcon /> },
  { to: '/products', label: 'browseStores', icon: <StorefrontIcon /> },
  { to: '/home', label: 'home', icon: <HomeIcon /> },
  { to: '/faqs', label: 'help', icon: <HelpIcon /> },
];

/** The shopper's side drawer: My Orders first (SPEC §2), then ways around the shop. */
export function ShopperDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: SHOPPER_DRAWER_ID, sx: { width: 280, maxWidth: '85vw' } } }}
    >
      <Box sx={{ px: 2.5, py: 2 }}>
        <Logo height={28} />
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('shopper.drawer.label')}>
        <List>
          {ITEMS.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end
              onClick={onClose}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: brand.primaryLight, color: 'primary.main' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{item.icon}</ListItemIcon>
              <ListItemText
                primary={t(`shopper.drawer.${item.label}`)}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
