import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/MenuRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../../features/auth/components/auth-gate';
import { Logo } from '../../../ui/logo';
import { MainContent } from '../shared/main-content';
import { MERCHANT_DRAWER_ID } from '../shared/panel-ids';
import { MAIN_CONTENT_ID, SkipLink } from '../shared/skip-link';
import { MerchantNav } from './merchant-nav';

const NAV_WIDTH = 264;

/** The merchant back office: fixed side navigation on desktop, a drawer on phones. */
export function MerchantLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width: NAV_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH, borderRight: 1, borderColor: 'divider' } } }}
      >
        <MerchantNav />
      </Drawer>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { id: MERCHANT_DRAWER_ID, sx: { width: NAV_WIDTH } } }}
      >
        <MerchantNav onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <AppBar
          component="header"
          position="sticky"
          sx={{
            display: { md: 'none' },
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label={t('merchant.openMenu')}
              aria-controls={MERCHANT_DRAWER_ID}
              aria-expanded={open}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <Logo height={26} />
          </Toolbar>
        </AppBar>
        <AuthGate mainId={MAIN_CONTENT_ID}>
          <MainContent />
        </AuthGate>
      </Box>
    </Box>
  );
}
