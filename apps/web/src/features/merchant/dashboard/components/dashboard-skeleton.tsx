import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { SALES_CHART_HEIGHT } from './sales-chart-height';
import { dashboardGridSx, kpiGridSx } from './dashboard-grid';

function CardSkeleton({ height }: { height: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Skeleton variant="text" width="45%" />
      <Skeleton variant="rounded" height={height} sx={{ mt: 1, borderRadius: 1 }} />
    </Paper>
  );
}

/** The dashboard's shape while its figures load: four key figures, the chart, the lists. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('merchantDashboard.loading')}
      sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}
    >
      <Box sx={kpiGridSx}>
        {Array.from({ length: 4 }, (_, index) => (
          <CardSkeleton key={index} height={44} />
        ))}
      </Box>
      <Box sx={dashboardGridSx}>
        <Box sx={{ gridArea: 'chart' }}>
          <CardSkeleton height={SALES_CHART_HEIGHT} />
        </Box>
        <Box sx={{ gridArea: 'status' }}>
          <CardSkeleton height={SALES_CHART_HEIGHT} />
        </Box>
      </Box>
    </Box>
  );
}
