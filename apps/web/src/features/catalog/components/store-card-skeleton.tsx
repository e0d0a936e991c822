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
      <Skeleton
        variant="rectangular"
        animation={animation}
        sx={{ aspectRatio: '16 / 9', height: 'auto' }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, p: 2, alignItems: 'center' }}>
        <Skeleton
          variant="circular"
          animation={animation}
          width={44}
          height={44}
          sx={{ flexShrink: 0 }}
        />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" animation={animation} width="75%" />
          <Skeleton variant="text" animation={animation} width="50%" />
        </Box>
      </Box>
    </Box>
  );
}
