import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { useCurrentStore } from '../shell/current-store';
import { useDashboard } from './api/get-dashboard';
import { DashboardContent } from './components/dashboard-content';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { RangeToggle } from './components/range-toggle';
import { useDashboardRange } from './use-dashboard-range';

/** /dashboard: the store's day, week and month at a glance. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { store, storeQueryId } = useCurrentStore();
  const { range, selectRange } = useDashboardRange();
  const query = useDashboard(storeQueryId, range);
  // Another range's figures stay while the chosen one loads, dimmed and marked busy.
  const switching = query.isPlaceholderData;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2, md: 3 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('merchantDashboard.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {store.name}
          </Typography>
        </Box>
        <RangeToggle value={range} onChange={selectRange} />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {switching && <LinearProgress aria-label={t('merchantDashboard.updating')} />}
      </Box>
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.data ? (
        <Box
          aria-busy={switching}
          sx={{ opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <DashboardContent dashboard={query.data} onShowLongestRange={() => selectRange('30d')} />
        </Box>
      ) : (
        <ErrorPanel message={t('merchantDashboard.error')} onRetry={() => void query.refetch()} />
      )}
    </Container>
  );
}
