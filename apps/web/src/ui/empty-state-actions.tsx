import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The ways on from an empty state: stacked and centred on a phone, in a row from `sm` up. */
export function EmptyStateActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        justifyContent: { xs: 'center', sm: 'flex-start' },
      }}
    >
      {children}
    </Box>
  );
}
