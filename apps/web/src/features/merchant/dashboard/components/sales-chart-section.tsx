import Skeleton from '@mui/material/Skeleton';
import type { Dashboard } from '@sauda/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPoints } from '../model/chart-points';
import { busiestPoint } from '../model/dashboard-figures';
import { DashboardSection } from './dashboard-section';
import { SALES_CHART_HEIGHT } from './sales-chart-height';
import { SalesTable } from './sales-table';

// The chart library is large: it loads with the first chart drawn, never with other pages.
const SalesChart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

/** Sales over the range (per hour today, per day otherwise) with its busiest point named. */
export function SalesChartSection({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const points = chartPoints(dashboard.series, dashboard.range, i18n.language);
  const busiest = points[busiestPoint(dashboard.series) ?? -1];
  const byHour = dashboard.range === 'today';
  return (
    <DashboardSection
      title={t(
        byHour ? 'merchantDashboard.chart.titleByHour' : 'merchantDashboard.chart.titleByDay',
      )}
      subtitle={
        busiest &&
        t(byHour ? 'merchantDashboard.chart.busiestHour' : 'merchantDashboard.chart.busiestDay', {
          when: busiest.long,
          orders: t('merchantDashboard.chart.orders', { count: busiest.orders }),
        })
      }
    >
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={SALES_CHART_HEIGHT} sx={{ borderRadius: 1 }} />
        }
      >
        <SalesChart points={points} />
      </Suspense>
      <SalesTable points={points} range={dashboard.range} />
    </DashboardSection>
  );
}
