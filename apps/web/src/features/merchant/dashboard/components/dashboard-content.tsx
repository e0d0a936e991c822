import Box from '@mui/material/Box';
import type { Dashboard } from '@sauda/domain';
import { isQuietRange } from '../model/dashboard-figures';
import { dashboardGridSx } from './dashboard-grid';
import { DashboardEmptyState } from './dashboard-empty-state';
import { KpiCards } from './kpi-cards';
import { LowStock } from './low-stock';
import { SalesChartSection } from './sales-chart-section';
import { StatusBreakdown } from './status-breakdown';
import { TopProducts } from './top-products';

interface DashboardContentProps {
  dashboard: Dashboard;
  onShowLongestRange: () => void;
}

/**
 * The figures of one range. A range without orders shows what will appear here instead of
 * an empty chart; products running low still show, they need stock whatever the sales.
 */
export function DashboardContent({ dashboard, onShowLongestRange }: DashboardContentProps) {
  const quiet = isQuietRange(dashboard);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <KpiCards dashboard={dashboard} />
      {quiet ? (
        <>
          <DashboardEmptyState range={dashboard.range} onShowLongestRange={onShowLongestRange} />
          {dashboard.low_stock.length > 0 && <LowStock products={dashboard.low_stock} />}
        </>
      ) : (
        <Box sx={dashboardGridSx}>
          <Box sx={{ gridArea: 'chart', display: 'grid', minWidth: 0 }}>
            <SalesChartSection dashboard={dashboard} />
          </Box>
          <Box sx={{ gridArea: 'status', display: 'grid', minWidth: 0 }}>
            <StatusBreakdown dashboard={dashboard} />
          </Box>
          <Box sx={{ gridArea: 'top', display: 'grid', minWidth: 0 }}>
            <TopProducts products={dashboard.top_products} />
          </Box>
          <Box sx={{ gridArea: 'low', display: 'grid', minWidth: 0 }}>
            <LowStock products={dashboard.low_stock} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
