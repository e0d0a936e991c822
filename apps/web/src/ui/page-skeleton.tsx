import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

interface PageSkeletonProps {
  /** How many placeholder cards to draw under the heading. */
  cards?: number;
}

/** A calm placeholder shaped like a typical page, shown while a page chunk or its data loads. */
export function PageSkeleton({ cards = 8 }: PageSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth="lg"
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={t('app.loading')}
      sx={{ py: { xs: 3, md: 5 } }}
    >
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem', maxWidth: 360 }} />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1rem', maxWidth: 520, mb: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {Array.from({ length: cards }, (_, index) => (
          <Box key={index}>
            <Skeleton
              variant="rounded"
              sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: 1 }}
            />
            <Skeleton variant="text" width="70%" sx={{ mt: 1 }} />
            <Skeleton variant="text" width="45%" />
          </Box>
        ))}
      </Box>
    </Container>
  );
}
