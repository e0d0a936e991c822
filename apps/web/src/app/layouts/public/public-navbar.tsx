import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/MenuRounded';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import { NavLink, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { Logo } from '../../../ui/logo';
import { LanguageMenuButton } from '../../../ui/language-switch';
import { PUBLIC_DRAWER_ID } from '../shared/panel-ids';
import { PUBLIC_NAV_LINKS } from './public-nav-links';

interface PublicNavbarProps {
  onOpenMenu: () => void;
  onSignIn: () => void;
  menuOpen: boolean;
}

/** The plain navbar of public pages; below `md` the links move into a drawer. */
export function PublicNavbar({ onOpenMenu, onSignIn, menuOpen }: PublicNavbarProps) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="sticky"
      component="header"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar
          sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 64, md: 72 }, px: { xs: 2, sm: 3 } }}
        >
          <Logo height={32} />
          <Box
            component="nav"
            aria-label={t('nav.primary')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {PUBLIC_NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{
                  color: 'text.primary',
                  fontWeight: 500,
                  '&.active': {
                    color: 'primary.main',
                    bgcolor: brand.primaryLight,
                    fontWeight: 600,
                  },
                }}
              >
                {t(`nav.${link.label}`)}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { xs: 'auto', md: 0 } }}>
            <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
              <LanguageMenuButton />
            </Box>
            <Button
              variant="outlined"
              onClick={onSignIn}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('nav.signIn')}
            </Button>
            <Button
              component={RouterLink}
              to="/products"
              variant="contained"
              startIcon={<ShoppingBagIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('nav.goShopping')}
            </Button>
            <IconButton
              edge="end"
              onClick={onOpenMenu}
              aria-label={t('nav.openMenu')}
              aria-controls={PUBLIC_DRAWER_ID}
              aria-expanded={menuOpen}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
