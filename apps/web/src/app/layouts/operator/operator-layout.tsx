import Box from '@mui/material/Box';
import { useState } from 'react';
import { useOperatorAccess } from '../../../features/operator/use-operator-access';
import { LazyPanel } from '../../../ui/lazy-panel';
import { LazyLoginDialog } from '../shared/lazy-panels';
import { MainContent } from '../shared/main-content';
import { MAIN_CONTENT_ID, SkipLink } from '../shared/skip-link';
import { OperatorDoor } from './operator-door';
import { OperatorTopBar } from './operator-top-bar';

/**
 * The operator's area (/admin): Sauda's own staff review applications and onboard stores. Only
 * a signed-in user whose role is admin gets the pages; anyone else meets the door.
 */
export function OperatorLayout() {
  const access = useOperatorAccess();
  const [loginOpen, setLoginOpen] = useState(false);
  const ready = access.status === 'ready';
  const closeLogin = () => setLoginOpen(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <OperatorTopBar withNav={ready} />
      {ready ? (
        <MainContent />
      ) : (
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <OperatorDoor
            signedIn={access.status === 'not-operator'}
            onSignIn={() => setLoginOpen(true)}
          />
        </Box>
      )}
      <LazyPanel open={loginOpen} onClose={closeLogin}>
        <LazyLoginDialog open={loginOpen} onClose={closeLogin} stayOnPage />
      </LazyPanel>
    </Box>
  );
}
