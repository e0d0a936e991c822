import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The outline of a store card (banner, logo, name, delivery line) while stores load. */
export function StoreCardSkeleton({ animate = true }: { animate?: boolean }) {
  const animation = animate ? 'wave' : false;
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
      <Box sx={{ position: 'relative' }}>
        <Skeleton
          variant="rectangular"
          animation={animation}
          sx={{ aspectRatio: '3 / 1', height: 'auto' }}
        />
        <Skeleton
          variant="circular"
          animation={animation}
          width={52}
          height={52}
          sx={{
            position: 'absolute',
            bottom: -22,
            insetInlineStart: 14,
            border: 3,
            borderColor: 'background.paper',
            bgcolor: 'grey.300',
          }}
        />
      </Box>
      <Box sx={{ px: 2, pt: 3.5, pb: 2 }}>
        <Skeleton variant="text" animation={animation} width="70%" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" animation={animation} width="45%" />
        <Skeleton variant="text" animation={animation} width="60%" />
      </Box>
    </Box>
  );
}
