import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

const LINES = 3;

/**
 * The cart's shape while its lines are read and checked for the first time. Memoized: the page
 * re-renders as storage, the industries and the first check arrive, and this shape stays.
 */
export const CartSkeleton = memo(function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={t('cart.loading')}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem', mb: 1 }} />
        {Array.from({ length: LINES }, (_, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 2, py: 1.5 }}>
            <Skeleton variant="rounded" width={80} height={80} sx={{ flexShrink: 0 }} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="rounded" width={120} height={32} sx={{ mt: 1 }} />
            </Box>
          </Box>
        ))}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Skeleton variant="text" width="50%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="rounded" height={44} sx={{ mt: 2, borderRadius: 6 }} />
      </Paper>
    </Box>
  );
});
