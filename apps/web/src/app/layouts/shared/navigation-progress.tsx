import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the very top while the next page's chunk loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
    />
  );
}
