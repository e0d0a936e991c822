import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The details page's outline: picture on one side, name, price and buttons on the other. */
export function ProductDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('app.loading')}
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 1 }} />
      <Box>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '2.2rem' }} width="80%" />
        <Skeleton variant="text" sx={{ fontSize: '2rem', mt: 1 }} width="35%" />
        <Skeleton variant="text" width="25%" sx={{ mb: 3 }} />
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="rounded" width={128} height={43} sx={{ borderRadius: 6 }} />
          <Skeleton variant="rounded" width={180} height={43} sx={{ borderRadius: 6 }} />
        </Box>
        <Skeleton variant="text" width="30%" sx={{ mt: 4, fontSize: '1.3rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="90%" />
      </Box>
    </Box>
  );
}
