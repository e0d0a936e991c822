import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const ROWS = 3;

/** Lines in the shape of the list while the people load. */
export function PeopleSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      role="status"
      aria-busy="true"
      aria-label={t('merchantStaff.people.loading')}
      spacing={1.5}
    >
      {Array.from({ length: ROWS }, (_, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 180px' }}>
              <Skeleton width="50%" height={28} />
              <Skeleton width="35%" />
            </Box>
            <Skeleton variant="rounded" width={136} height={40} />
            <Skeleton variant="rounded" width={72} height={24} />
            <Skeleton variant="rounded" width={96} height={32} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
