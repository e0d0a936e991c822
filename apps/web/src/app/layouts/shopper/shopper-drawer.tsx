import { isBusinessUser } from '@sauda/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineRounded';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import PersonIcon from '@mui/icons-material/PersonOutlineRounded';
import BackOfficeIcon from '@mui/icons-material/BusinessCenterOutlined';
import OperatorIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../features/auth/session/use-logout';
import { isRegisteredSession } from '../../../features/auth/store/auth-state';
import { useAuth } from '../../../features/auth/store/use-auth';
import { useBackOfficeLink } from '../../../features/merchant/shell/use-back-office-link';
import { OPERATOR_PATHS } from '../../../features/operator/model/operator-paths';
import { brand } from '../../../theme/tokens';
import { Logo } from '../../../ui/logo';
import { LanguageToggle } from '../../../ui/language-switch';
import { SHOPPER_DRAWER_ID } from '../shared/panel-ids';
import { useCloseThen } from '../shared/use-close-then';

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

interface ShopperDrawerProps {
  open: boolean;
  onClose: () => void;
  onSignIn: () => void;
}

/** Sign in for a guest, Logout for a registered user, at the foot of the drawer. */
function DrawerAccount({
  onClose,
  onSignIn,
}: {
  onClose: () => void;
  /** Closes the drawer, then opens the login dialog. */
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const auth = useAuth();
  const logout = useLogout();
  if (!isRegisteredSession(auth)) {
    return (
      <Button variant="contained" fullWidth startIcon={<PersonIcon />} onClick={onSignIn}>
        {t('nav.signIn')}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={<LogoutIcon />}
      loading={logout.isPending}
      loadingPosition="start"
      onClick={() => logout.mutate(undefined, { onSettled: onClose })}
    >
      {t('auth.menu.logout')}
    </Button>
  );
}

const itemSx = {
  mx: 1,
  borderRadius: 1,
  '&.active': { bgcolor: brand.primaryLight, color: 'primary.main' },
} as const;

/** A store member's way into the back office, below the shopping items. */
function BackOfficeItem({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const link = useBackOfficeLink();
  if (!link) return null;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={link} onClick={onClose} sx={itemSx}>
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <BackOfficeIcon />
        </ListItemIcon>
        <ListItemText
          primary={t('backOffice.entry')}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** A Sauda operator's way into the applications and stores. */
function OperatorItem({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={OPERATOR_PATHS.applications}
        onClick={onClose}
        sx={itemSx}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <OperatorIcon />
        </ListItemIcon>
        <ListItemText
          primary={t('operator.entry')}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The shopper's side drawer: My Orders first (SPEC §2), then ways around the shop. */
export function ShopperDrawer({ open, onClose, onSignIn }: ShopperDrawerProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { user } = auth;
  const { closeThen, onExited } = useCloseThen(onClose);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id: SHOPPER_DRAWER_ID, sx: { width: 280, maxWidth: '85vw' } },
        transition: { onExited },
      }}
    >
      <Box sx={{ px: 2.5, py: 2 }}>
        <Logo height={28} variant={isBusinessUser(user?.trade_types) ? 'business' : 'retail'} />
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('shopper.drawer.label')}>
        <List>
          {ITEMS.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton component={NavLink} to={item.to} end onClick={onClose} sx={itemSx}>
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{item.icon}</ListItemIcon>
                <ListItemText
                  primary={t(`shopper.drawer.${item.label}`)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          {isRegisteredSession(auth) && <BackOfficeItem onClose={onClose} />}
          {isRegisteredSession(auth) && user?.role === 'admin' && (
            <OperatorItem onClose={onClose} />
          )}
        </List>
      </Box>
      <Box sx={{ mt: 'auto', p: 2, display: 'grid', gap: 2 }}>
        <LanguageToggle />
        <DrawerAccount onClose={onClose} onSignIn={() => closeThen(onSignIn)} />
      </Box>
    </Drawer>
  );
}
