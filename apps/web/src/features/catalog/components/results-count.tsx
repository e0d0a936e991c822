import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** How many results a list holds, read out politely whenever it changes. */
export function ResultsCount({ children }: { children: ReactNode }) {
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      color="text.secondary"
      sx={{ mb: 2, fontWeight: 500, minHeight: '1.5em' }}
    >
      {children}
    </Typography>
  );
}
