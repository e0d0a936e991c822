import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Logo } from '../../ui/logo';
import { RouteErrorPanel } from '../../ui/route-error-panel';

/** When even a layout fails to load: the logo and the error panel, nothing that could fail. */
export function RootErrorPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh' }}>
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <Logo height={30} />
      </Container>
      <RouteErrorPanel />
    </Box>
  );
}
