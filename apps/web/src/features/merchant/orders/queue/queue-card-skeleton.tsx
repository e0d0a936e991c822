import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a queue card while the queue loads. */
export function QueueCardSkeleton() {
  return (
    <Card component="li" sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Skeleton variant="text" sx={{ flex: 1, fontSize: '1.25rem' }} />
        <Skeleton variant="rounded" width={110} height={22} sx={{ borderRadius: 6 }} />
      </Box>
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="85%" />
      <Skeleton variant="rounded" height={40} sx={{ borderRadius: 6 }} />
    </Card>
  );
}
