import Box from '@mui/material/Box';
import { useState } from 'react';
import { Footer } from '../../../ui/footer/footer';
import { PromoHeader } from '../../../ui/promo-header/promo-header';
import { LazyPanel } from '../../../ui/lazy-panel';
import { lazyWithRetry } from '../../../ui/lazy-with-retry';
import { LazyLoginDialog } from '../shared/lazy-panels';
import { MainContent } from '../shared/main-content';
import { SkipLink } from '../shared/skip-link';
import { PublicNavbar } from './public-navbar';
import { HydrationBoundary } from '../../../ui/hydration-boundary';

const PublicDrawer = lazyWithRetry(async () => ({
  default: (await import('./public-drawer')).PublicDrawer,
}));

/** Marketing and account pages: plain navbar, the page, the footer (SPEC §2). */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = () => setLoginOpen(true);
  const closeMenu = () => setMenuOpen(false);
  const closeLogin = () => setLoginOpen(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <HydrationBoundary>
        <PromoHeader />
      </HydrationBoundary>
      <HydrationBoundary>
        <PublicNavbar
          onOpenMenu={() => setMenuOpen(true)}
          onSignIn={openLogin}
          menuOpen={menuOpen}
        />
      </HydrationBoundary>
      <LazyPanel open={menuOpen} onClose={closeMenu}>
        <PublicDrawer open={menuOpen} onClose={closeMenu} onSignIn={openLogin} />
      </LazyPanel>
      <MainContent />
      <Footer />
      <LazyPanel open={loginOpen} onClose={closeLogin}>
        <LazyLoginDialog open={loginOpen} onClose={closeLogin} />
      </LazyPanel>
    </Box>
  );
}
