import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Chip-shaped placeholders while the categories load. */
export function CategoryNavSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', gap: 1, mb: 3, overflow: 'hidden' }}>
      {[96, 120, 84, 140, 104].map((width) => (
        <Skeleton
          key={width}
          variant="rounded"
          width={width}
          height={38}
          sx={{ borderRadius: 6, flexShrink: 0 }}
        />
      ))}
    </Box>
  );
}
