import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { Logo } from '../../../ui/logo';
import { LanguageToggle } from '../../../ui/language-switch';
import { PUBLIC_DRAWER_ID } from '../shared/panel-ids';
import { useCloseThen } from '../shared/use-close-then';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

interface PublicDrawerProps {
  open: boolean;
  onClose: () => void;
  onSignIn: () => void;
}

/** The mobile and tablet menu of public pages: the same four links as the navbar. */
export function PublicDrawer({ open, onClose, onSignIn }: PublicDrawerProps) {
  const { t } = useTranslation();
  const { closeThen, onExited } = useCloseThen(onClose);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { id: PUBLIC_DRAWER_ID, sx: { width: 300, maxWidth: '85vw' } },
        transition: { onExited },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <Logo height={28} />
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.drawer')}>
        <List>
          {PUBLIC_NAV_LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                onClick={onClose}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  '&.active': { bgcolor: brand.primaryLight, color: 'primary.main' },
                }}
              >
                <ListItemText
                  primary={t(`nav.${link.label}`)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ mt: 'auto', p: 2, display: 'grid', gap: 2 }}>
        <LanguageToggle />
        <Button variant="outlined" fullWidth onClick={() => closeThen(onSignIn)}>
          {t('nav.signIn')}
        </Button>
      </Box>
    </Drawer>
  );
}
