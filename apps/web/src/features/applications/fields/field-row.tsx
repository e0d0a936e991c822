import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two fields side by side from a small tablet up, stacked on a phone. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
