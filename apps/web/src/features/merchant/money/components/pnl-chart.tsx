import Box from '@mui/material/Box';
import RtlProvider from '@mui/system/RtlProvider';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { brand, fontFamily } from '../../../../theme/tokens';
import { formatRupees } from '../../../../ui/money';
import type { Pnl } from '../api/get-pnl';
import { periodLabel, periodTick } from '../model/period-label';
import { PNL_CHART_HEIGHT } from './pnl-chart-height';

// As on the dashboard: compact Latin figures on the axis in both languages, the Latin face.
const axisAmount = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const tickLabelStyle = { fontFamily: fontFamily.latin, fontSize: 11 };

/**
 * Revenue and net per period as paired bars. Drawn for the eye only: the table below carries
 * the same figures for screen readers, so the chart is hidden from them and takes no focus.
 */
export function PnlChart({ rows }: { rows: Pnl['rows'] }) {
  const { t, i18n } = useTranslation();
  const money = (value: number | null) => formatRupees(value ?? 0);
  return (
    // The legend sits above the drawing: the box grows with it instead of spilling over.
    <Box dir="ltr" aria-hidden sx={{ minHeight: PNL_CHART_HEIGHT, mx: -1, mb: 2 }}>
      <RtlProvider value={false}>
        <BarChart
          height={PNL_CHART_HEIGHT}
          dataset={rows.map(({ period, revenue, net }) => ({ period, revenue, net }))}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'period',
              valueFormatter: (period: string, context) =>
                context.location === 'tick'
                  ? periodTick(period, i18n.language)
                  : periodLabel(period, i18n.language),
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
              dataKey: 'revenue',
              label: t('merchantMoney.pnl.chart.revenue'),
              color: brand.accent,
              valueFormatter: money,
            },
            {
              dataKey: 'net',
              label: t('merchantMoney.pnl.chart.net'),
              color: brand.primary,
              valueFormatter: money,
            },
          ]}
          grid={{ horizontal: true }}
          borderRadius={4}
          disableKeyboardNavigation
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        />
      </RtlProvider>
    </Box>
  );
}
