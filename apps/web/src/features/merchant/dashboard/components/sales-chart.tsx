import Box from '@mui/material/Box';
import RtlProvider from '@mui/system/RtlProvider';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { brand, fontFamily } from '../../../../theme/tokens';
import { formatRupees } from '../../../../ui/money';
import { isolated } from '../model/bidi';
import type { ChartPoint } from '../model/chart-points';
import { SALES_CHART_HEIGHT } from './sales-chart-height';

// The axis stays in Latin compact figures (12K, 1.4M) in both languages: Urdu's words for them
// (ہزار, لاکھ) would not fit the axis of a phone, and money is written in Latin digits anyway.
const axisAmount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

// Nastaliq's tall lines leave no room for tick labels on the axes: they keep the Latin face.
const tickLabelStyle = { fontFamily: fontFamily.latin, fontSize: 11 };

/**
 * Sales per hour or per day as bars; the tooltip adds the orders of that bar. Time runs left to
 * right in Urdu too, as the numbers on its axis do. The chart is drawn for the eye only: the
 * table beside it carries the same figures for screen readers.
 */
export function SalesChart({ points }: { points: ChartPoint[] }) {
  const { t } = useTranslation();
  const byAt = new Map(points.map((point) => [point.at, point]));
  return (
    <Box dir="ltr" aria-hidden sx={{ height: SALES_CHART_HEIGHT, mx: -1 }}>
      <RtlProvider value={false}>
        <BarChart
          height={SALES_CHART_HEIGHT}
          dataset={points.map(({ at, sales, orders }) => ({ at, sales, orders }))}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'at',
              valueFormatter: (at: string, context) => {
                const point = byAt.get(at);
                return (context.location === 'tick' ? point?.short : point?.long) ?? at;
              },
              tickLabelStyle,
            },
          ]}
          yAxis={[
            {
              valueFormatter: (value: number) => axisAmount.format(value),
              width: 44,
              tickLabelStyle,
            },
          ]}
          series={[
            {
              dataKey: 'sales',
              label: t('merchantDashboard.chart.sales'),
              color: brand.primary,
              valueFormatter: (value, { dataIndex }) => {
                const orders = t('merchantDashboard.chart.orders', {
                  count: points[dataIndex]?.orders ?? 0,
                });
                return `${isolated(formatRupees(value ?? 0))} · ${isolated(orders)}`;
              },
            },
          ]}
          grid={{ horizontal: true }}
          borderRadius={4}
          hideLegend
          // Hidden from assistive technology (the table reads the figures), so nothing in it
          // may take the keyboard focus either.
          disableKeyboardNavigation
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        />
      </RtlProvider>
    </Box>
  );
}
