import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The settings' cards in outline while the store loads. */
export function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('app.loading')}>
      {[5, 2, 4].map((lines, card) => (
        <Paper key={card} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width="30%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width="60%" sx={{ mb: 2 }} />
          {Array.from({ length: lines }, (_, line) => (
            <Skeleton key={line} variant="rounded" height={40} sx={{ mb: 1.5 }} />
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
