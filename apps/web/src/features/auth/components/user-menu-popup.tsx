import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ProfileIcon from '@mui/icons-material/AccountCircleOutlined';
import BackOfficeIcon from '@mui/icons-material/BusinessCenterOutlined';
import OperatorIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../session/use-logout';

interface UserMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
  /** Where Back office leads, or null to leave it out. */
  backOffice: string | null;
  /** Sauda's own staff also get Operator. */
  operator: boolean;
}

/** The entries of the registered user's menu; loaded the first time the menu opens. */
export function UserMenuPopup({ id, anchor, close, backOffice, operator }: UserMenuPopupProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 200, mt: 0.5 } } }}
    >
      <MenuItem component={RouterLink} to="/order/history" onClick={close}>
        <ListItemIcon>
          <ReceiptIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.menu.orderHistory')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/profile" onClick={close}>
        <ListItemIcon>
          <ProfileIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.menu.profile')}
      </MenuItem>
      {backOffice && (
        <MenuItem component={RouterLink} to={backOffice} onClick={close}>
          <ListItemIcon>
            <BackOfficeIcon fontSize="small" />
          </ListItemIcon>
          {t('backOffice.entry')}
        </MenuItem>
      )}
      {operator && (
        <MenuItem component={RouterLink} to="/admin/applications" onClick={close}>
          <ListItemIcon>
            <OperatorIcon fontSize="small" />
          </ListItemIcon>
          {t('operator.entry')}
        </MenuItem>
      )}
      <MenuItem
        disabled={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSettled: close })}
      >
        <ListItemIcon>
          {logout.isPending ? <CircularProgress size={18} /> : <LogoutIcon fontSize="small" />}
        </ListItemIcon>
        {logout.isPending ? t('auth.menu.loggingOut') : t('auth.menu.logout')}
      </MenuItem>
    </Menu>
  );
}
