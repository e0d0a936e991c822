import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../../theme/tokens';

interface BackOfficeStatePanelProps {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** The ways on: buttons or links, stacked on a phone. */
  actions: ReactNode;
}

/**
 * A back office page's stand-in when it cannot show (signed out, no store, a role without the
 * right): what is going on in one line and what to do next. Its title is the page's h1.
 */
export function BackOfficeStatePanel({ icon, title, body, actions }: BackOfficeStatePanelProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 72,
              height: 72,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: brand.primaryLight,
              color: 'primary.main',
              '& svg': { fontSize: 36 },
            }}
          >
            {icon}
          </Box>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            {body}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ pt: 1, width: { xs: '100%', sm: 'auto' }, justifyContent: 'center' }}
          >
            {actions}
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
