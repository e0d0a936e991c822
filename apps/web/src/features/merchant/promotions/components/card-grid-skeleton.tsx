import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { cardGridSx } from './card-grid';

const SKELETON_CARDS = 3;

/** Cards in the shape of the list while it loads; `label` is what screen readers hear. */
export function CardGridSkeleton({
  label,
  withPhoto = false,
}: {
  label: string;
  withPhoto?: boolean;
}) {
  return (
    <Box role="status" aria-label={label}>
      <Box component="ul" sx={cardGridSx}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Paper component="li" key={index} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              {withPhoto && <Skeleton variant="rounded" width={56} height={56} />}
              <Skeleton variant="rounded" width={withPhoto ? '50%' : 96} height={28} />
            </Box>
            <Skeleton sx={{ mt: 1.5 }} width="70%" height={28} />
            <Skeleton width="55%" />
            <Skeleton width="40%" />
            <Skeleton sx={{ mt: 1 }} variant="rounded" width="100%" height={36} />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
