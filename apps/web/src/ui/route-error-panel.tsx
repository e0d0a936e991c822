import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorPanel } from './error-panel';

/**
 * The router's `errorElement` for a page: a failed page chunk or render shows a panel
 * inside the layout, so the header and footer stay usable.
 */
export function RouteErrorPanel() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  const message = isRouteErrorResponse(error) ? error.statusText || undefined : undefined;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      {/* A full reload also fetches chunks that a new deployment replaced. */}
      <ErrorPanel onRetry={() => window.location.reload()} message={message} />
    </Container>
  );
}
