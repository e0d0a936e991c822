import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import type { User } from '@sauda/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../model/initials';
import { LazyPanel } from '../../../ui/lazy-panel';
import { lazyWithRetry } from '../../../ui/lazy-with-retry';

const UserMenuPopup = lazyWithRetry(async () => ({
  default: (await import('./user-menu-popup')).UserMenuPopup,
}));

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
      <LazyPanel open={Boolean(anchor)} onClose={close}>
        <UserMenuPopup
          id={menuId}
          anchor={anchor}
          close={close}
          backOffice={backOffice}
          operator={user.role === 'admin'}
        />
      </LazyPanel>
    </>
  );
}
