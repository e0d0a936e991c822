import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface CheckoutSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled card of the checkout form, a labelled region for screen readers. */
export function CheckoutSection({ id, title, children }: CheckoutSectionProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Stack spacing={1.5}>
        <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
