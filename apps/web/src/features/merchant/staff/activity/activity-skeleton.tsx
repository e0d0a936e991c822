import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

const LINES = 6;

/** Log lines in outline while the activity loads. */
export function ActivitySkeleton() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-busy="true"
      aria-label={t('merchantStaff.activity.loading')}
    >
      {Array.from({ length: LINES }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1.5, px: 2 }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton sx={{ flex: 1 }} width={`${70 - index * 6}%`} />
          <Skeleton width={72} />
        </Box>
      ))}
    </Paper>
  );
}
