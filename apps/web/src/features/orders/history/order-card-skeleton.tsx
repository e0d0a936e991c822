import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of an order card while the list loads. */
export function OrderCardSkeleton() {
  return (
    <Card component="li" sx={{ listStyle: 'none', p: 2, display: 'flex', gap: 1.5 }}>
      <Skeleton variant="circular" width={48} height={48} sx={{ flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Skeleton variant="text" sx={{ flex: 1, fontSize: '1rem' }} />
          <Skeleton variant="rounded" width={96} height={22} sx={{ borderRadius: 6 }} />
        </Box>
        <Skeleton variant="text" width="55%" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width={80} />
        </Box>
      </Box>
    </Card>
  );
}
