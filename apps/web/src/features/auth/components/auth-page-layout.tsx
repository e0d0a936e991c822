import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthPageLayoutProps {
  title: string;
  subtitle: string;
  /** The steps indicator, above the card's content. */
  steps?: ReactNode;
  children: ReactNode;
  /** A line under the card, e.g. "Already have an account? Login". */
  footer?: ReactNode;
}

/** The frame of the account pages (sign-up, forgot PIN): a heading and one calm card. */
export function AuthPageLayout({ title, subtitle, steps, children, footer }: AuthPageLayoutProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ textAlign: 'center', mb: { xs: 2.5, md: 3.5 } }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 1.5 }}>
        {steps && <Box sx={{ mb: { xs: 3, sm: 4 } }}>{steps}</Box>}
        {children}
      </Paper>
      {footer && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          {footer}
        </Typography>
      )}
    </Container>
  );
}
