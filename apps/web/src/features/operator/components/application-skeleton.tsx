import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The application page's shape while it loads. */
export function ApplicationSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('operator.loading')} spacing={3}>
      <Box>
        <Skeleton width={160} />
        <Skeleton width="50%" height={48} />
        <Skeleton width="35%" />
      </Box>
      <Skeleton variant="rounded" height={44} width={320} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} width={`${60 + ((index * 13) % 35)}%`} sx={{ my: 0.75 }} />
        ))}
      </Paper>
    </Stack>
  );
}
