import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { renderWhenVisible } from '../../../ui/render-when-visible';
import { HydrateWhenVisible } from '../../../ui/hydrate-when-visible';

interface AboutSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** A band of the About page with its h2. */
export function AboutSection({ id, title, subtitle, tinted = false, children }: AboutSectionProps) {
  const titleId = `${id}-title`;
  return (
    <HydrateWhenVisible>
      <Box
        component="section"
        id={id}
        aria-labelledby={titleId}
        sx={{
          ...renderWhenVisible,
          bgcolor: tinted ? 'background.paper' : undefined,
          borderBlock: tinted ? 1 : 0,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography id={titleId} variant="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 0.75, maxWidth: '60ch' }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: { xs: 2.5, md: 3.5 } }}>{children}</Box>
        </Container>
      </Box>
    </HydrateWhenVisible>
  );
}
