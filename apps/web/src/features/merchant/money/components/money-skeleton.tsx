import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { figuresGridSx } from './figures-grid';

interface MoneySkeletonProps {
  label: string;
  figures: number;
  /** The height of the block under the figures (ledger or chart and table). */
  height: number;
}

/** A money page's shape while its figures load: the figure cards, then the ledger or chart. */
export function MoneySkeleton({ label, figures, height }: MoneySkeletonProps) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={figuresGridSx}>
        {Array.from({ length: figures }, (_, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 2 }}>
            <Skeleton variant="text" width="55%" />
            <Skeleton variant="text" width="75%" sx={{ fontSize: '1.5rem' }} />
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rounded" height={height} sx={{ mt: 1, borderRadius: 1 }} />
      </Paper>
    </Box>
  );
}
