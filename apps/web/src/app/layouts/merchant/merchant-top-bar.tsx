import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/MenuRounded';
import { useTranslation } from 'react-i18next';
import { PauseControl } from '../../../features/merchant/shell/components/pause-control';
import { useCurrentStore } from '../../../features/merchant/shell/current-store';
import { LanguageMenuButton } from '../../../ui/language-switch';
import { Logo } from '../../../ui/logo';
import { MERCHANT_DRAWER_ID } from '../shared/panel-ids';

interface MerchantTopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/**
 * The back office's top bar on every screen: the menu and logo on phones, the store's name on
 * desktop, and "Pause new orders" always in reach.
 */
export function MerchantTopBar({ menuOpen, onOpenMenu }: MerchantTopBarProps) {
  const { t } = useTranslation();
  const { store } = useCurrentStore();
  return (
    <AppBar
      component="header"
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 2, md: 3 } }}>
        <IconButton
          edge="start"
          aria-label={t('merchant.openMenu')}
          aria-controls={MERCHANT_DRAWER_ID}
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
          <Logo height={24} />
        </Box>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{
            display: { xs: 'none', md: 'block' },
            fontWeight: 700,
            color: 'text.primary',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {store.name}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LanguageMenuButton />
        </Box>
        <PauseControl />
      </Toolbar>
    </AppBar>
  );
}
