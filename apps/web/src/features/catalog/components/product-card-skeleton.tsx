import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The outline of a product card while products load. */
export function ProductCardSkeleton() {
  return (
    <Box
      sx={{
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.1rem' }} />
      </Box>
    </Box>
  );
}
