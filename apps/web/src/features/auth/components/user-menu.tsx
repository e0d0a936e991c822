import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import ProfileIcon from '@mui/icons-material/AccountCircleOutlined';
import BackOfficeIcon from '@mui/icons-material/BusinessCenterOutlined';
import OperatorIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { User } from '@sauda/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../session/use-logout';
import { initialsOf } from '../model/initials';

interface UserMenuProps {
  user: User;
  /** Where Back office leads, or null to leave it out: the app knows who works in a store. */
  backOfficeLink: string | null;
}

/**
 * The registered user's menu in the shopper header (SPEC §2): Order history and Logout, their
 * Profile, Back office for a member of a store, and Operator for Sauda's own staff.
 */
export function UserMenu({ user, backOfficeLink: backOffice }: UserMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const logout = useLogout();
  const menuId = useId();
  const name = user.full_name?.trim() || t('auth.menu.fallbackName');
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('auth.menu.label', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        endIcon={<ExpandMoreIcon />}
        sx={{ color: 'text.primary', px: { xs: 0.5, sm: 1 }, minWidth: 0, gap: 0.5 }}
      >
        <Avatar
          alt=""
          src={user.avatar_url ?? undefined}
          sx={{ width: 32, height: 32, fontSize: 14, fontWeight: 700, bgcolor: 'primary.main' }}
        >
          {initialsOf(name)}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
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
        {user.role === 'admin' && (
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
    </>
  );
}
