import Box from '@mui/material/Box';
import { useState } from 'react';
import { AuthGate } from '../../../features/auth/components/auth-gate';
import { Footer } from '../../../ui/footer/footer';
import { LazyPanel } from '../../../ui/lazy-panel';
import { lazyWithRetry } from '../../../ui/lazy-with-retry';
import { LazyAddressDialog, LazyLoginDialog } from '../shared/lazy-panels';
import { MainContent } from '../shared/main-content';
import { MAIN_CONTENT_ID, SkipLink } from '../shared/skip-link';
import { ShopperHeader } from './shopper-header';

const ShopperDrawer = lazyWithRetry(async () => ({
  default: (await import('./shopper-drawer')).ShopperDrawer,
}));

type OpenPanel = 'menu' | 'login' | 'address' | null;

/**
 * The shopping pages: shopper header with the industry links, the page, the footer. The page shows
 * once a user exists (SPEC §2 authenticated wrapper); until then the guest signs in.
 */
export function ShopperLayout() {
  const [panel, setPanel] = useState<OpenPanel>(null);
  const close = () => setPanel(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <ShopperHeader
        menuOpen={panel === 'menu'}
        onOpenMenu={() => setPanel('menu')}
        onSignIn={() => setPanel('login')}
        onChooseAddress={() => setPanel('address')}
      />
      <LazyPanel open={panel === 'menu'} onClose={close}>
        <ShopperDrawer open={panel === 'menu'} onClose={close} onSignIn={() => setPanel('login')} />
      </LazyPanel>
      <AuthGate mainId={MAIN_CONTENT_ID}>
        <MainContent />
      </AuthGate>
      <Footer />
      <LazyPanel open={panel === 'login'} onClose={close}>
        <LazyLoginDialog open={panel === 'login'} onClose={close} />
      </LazyPanel>
      <LazyPanel open={panel === 'address'} onClose={close}>
        <LazyAddressDialog open={panel === 'address'} onClose={close} />
      </LazyPanel>
    </Box>
  );
}
