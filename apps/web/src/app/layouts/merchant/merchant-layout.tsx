import Box from '@mui/material/Box';
import { useState } from 'react';
import { CurrentStoreContext } from '../../../features/merchant/shell/current-store';
import { useBackOfficeAccess } from '../../../features/merchant/shell/use-back-office-access';
import { LazyPanel } from '../../../ui/lazy-panel';
import { LazyLoginDialog } from '../shared/lazy-panels';
import { SkipLink } from '../shared/skip-link';
import { BackOfficeDoor } from './back-office-door';
import { BackOfficeFrame } from './back-office-frame';

/**
 * The merchant back office. Every page stands behind its door: signed in, a member of a store,
 * a store chosen. The pages then read that store from CurrentStoreContext.
 */
export function MerchantLayout() {
  const access = useBackOfficeAccess();
  const [loginOpen, setLoginOpen] = useState(false);
  const closeLogin = () => setLoginOpen(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {access.status === 'ready' ? (
        <CurrentStoreContext.Provider value={access.current}>
          <BackOfficeFrame stores={access.stores} onChooseStore={access.choose} />
        </CurrentStoreContext.Provider>
      ) : (
        <BackOfficeDoor access={access} onSignIn={() => setLoginOpen(true)} />
      )}
      <LazyPanel open={loginOpen} onClose={closeLogin}>
        <LazyLoginDialog open={loginOpen} onClose={closeLogin} stayOnPage />
      </LazyPanel>
    </Box>
  );
}
