import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';

interface MoneyContentFrameProps {
  /** Figures of other dates on screen while the chosen ones load: dimmed and marked busy. */
  switching: boolean;
  updatingLabel: string;
  children: ReactNode;
}

/** The figures under the filter, with a thin bar while newer ones are on their way. */
export function MoneyContentFrame({ switching, updatingLabel, children }: MoneyContentFrameProps) {
  return (
    <>
      <Box sx={{ height: 4, mb: 1 }}>
        {switching && <LinearProgress aria-label={updatingLabel} />}
      </Box>
      <Box aria-busy={switching} sx={{ opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {children}
      </Box>
    </>
  );
}
