import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../../theme/tokens';
import { HydrationBoundary } from '../../../ui/hydration-boundary';

interface InfoPageHeaderProps {
  /** Id of the h1, for the `aria-labelledby` of the page's landmark. */
  titleId: string;
  eyebrow: string;
  title: string;
  intro: string;
  children?: ReactNode;
}

/** The band at the top of an information page: a short eyebrow, the h1 and one paragraph. */
export function InfoPageHeader({ titleId, eyebrow, title, intro, children }: InfoPageHeaderProps) {
  return (
    <HydrationBoundary>
      <Box
        component="header"
        sx={{
          background: `linear-gradient(180deg, #FFFFFF 0%, ${brand.primaryLight} 100%)`,
          borderBottom: 1,
          borderColor: 'divider',
          '@media print': { background: 'none', borderBottom: 0 },
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {eyebrow}
          </Typography>
          <Typography id={titleId} variant="h1" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography
            variant="body1"
            color="text.secondary"
            sx={{ mt: 1.5, maxWidth: '60ch', fontSize: { md: '1.125rem' } }}
          >
            {intro}
          </Typography>
          {children}
        </Container>
      </Box>
    </HydrationBoundary>
  );
}
