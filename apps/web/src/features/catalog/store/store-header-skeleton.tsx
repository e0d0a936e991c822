import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The store header's outline while the store loads. */
export function StoreHeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('app.loading')} sx={{ mb: { xs: 3, md: 4 } }}>
      <Box sx={{ position: 'relative', mb: { xs: 5, md: 6 } }}>
        <Skeleton
          variant="rounded"
          sx={{ aspectRatio: { xs: '3 / 1', md: '4 / 1' }, height: 'auto', borderRadius: 1 }}
        />
        <Skeleton
          variant="circular"
          sx={{
            position: 'absolute',
            insetInlineStart: { xs: 16, md: 28 },
            bottom: { xs: -32, md: -40 },
            width: { xs: 72, md: 96 },
            height: { xs: 72, md: 96 },
            bgcolor: 'grey.300',
          }}
        />
      </Box>
      <Skeleton variant="text" sx={{ fontSize: '2rem', width: '50%', maxWidth: 420 }} />
      <Skeleton variant="text" sx={{ width: '70%', maxWidth: 520 }} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        {[120, 130, 150].map((width) => (
          <Skeleton
            key={width}
            variant="rounded"
            width={width}
            height={34}
            sx={{ borderRadius: 6 }}
          />
        ))}
      </Box>
    </Box>
  );
}
