import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HydrationBoundary } from '../../../ui/hydration-boundary';

interface ApplicationPanelProps {
  /** The section's anchor: the hero's call to action jumps here. */
  id: string;
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
  /** Shown beside the form on a wide screen, under it on a phone. */
  aside?: ReactNode;
}

/** The band that holds an application form on a card, with its h2 and what to have ready. */
export function ApplicationPanel({
  id,
  titleId,
  title,
  intro,
  children,
  aside,
}: ApplicationPanelProps) {
  return (
    // Hydrated at once: a form filled in before hydration would lose what was typed.
    <HydrationBoundary>
      <Box
        component="section"
        id={id}
        aria-labelledby={titleId}
        sx={{
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          scrollMarginTop: 72,
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 5, md: 8 },
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: {
              xs: '1fr',
              md: aside ? 'minmax(0, 1.6fr) minmax(0, 1fr)' : '1fr',
            },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              p: { xs: 2.5, sm: 3.5, md: 4 },
              borderRadius: '16px',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              maxWidth: aside ? undefined : 760,
            }}
          >
            <Typography id={titleId} variant="h2" tabIndex={-1} sx={{ outline: 'none' }}>
              {title}
            </Typography>
            <Typography variant="body1" color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
              {intro}
            </Typography>
            {children}
          </Box>
          {aside}
        </Container>
      </Box>
    </HydrationBoundary>
  );
}
