import Box from '@mui/material/Box';
import type { DashboardRange } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../ui/money';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { formatCount } from '../model/count-format';
import type { ChartPoint } from '../model/chart-points';

interface SalesTableProps {
  points: ChartPoint[];
  range: DashboardRange;
}

/** The chart's figures as a table for screen readers: one row per hour or day. */
export function SalesTable({ points, range }: SalesTableProps) {
  const { t, i18n } = useTranslation();
  const period = range === 'today' ? 'hour' : 'day';
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{t(`merchantDashboard.chart.caption.${range}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`merchantDashboard.chart.${period}`)}</th>
          <th scope="col">{t('merchantDashboard.chart.ordersColumn')}</th>
          <th scope="col">{t('merchantDashboard.chart.sales')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.at}>
            <th scope="row">{point.long}</th>
            <td>{formatCount(point.orders, i18n.language)}</td>
            <td>{formatRupees(point.sales)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
