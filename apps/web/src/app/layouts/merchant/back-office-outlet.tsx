import Box from '@mui/material/Box';
import { useMatches } from 'react-router';
import { ForbiddenPanel } from '../../../features/merchant/shell/components/forbidden-panel';
import { useCurrentStore } from '../../../features/merchant/shell/current-store';
import { roleMayOpen } from '../../../features/merchant/shell/model/merchant-pages';
import { isRouteHandle } from '../shared/route-handle';
import { MainContent } from '../shared/main-content';
import { MAIN_CONTENT_ID } from '../shared/skip-link';

/**
 * The page, or, when the member's role may not use it, a polite panel instead. The page never
 * mounts then, so it sends no request the server would refuse.
 */
export function BackOfficeOutlet() {
  const { role } = useCurrentStore();
  const page = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.page;
  if (roleMayOpen(role, page)) return <MainContent />;
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      <ForbiddenPanel role={role} />
    </Box>
  );
}
