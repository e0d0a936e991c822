import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../ui/section-card';
import type { Pnl } from '../api/get-pnl';
import { dayLabel } from '../model/period-label';
import { PNL_CHART_HEIGHT } from './pnl-chart-height';
import { PnlCards } from './pnl-cards';
import { PnlTable } from './pnl-table';

// The chart library is large: it loads with the first chart drawn, never with other pages.
const PnlChart = lazy(async () => ({ default: (await import('./pnl-chart')).PnlChart }));

/**
 * Net and revenue per day or month: the chart for the eye, the table (a list on a phone) for
 * every reader.
 */
export function PnlSection({ pnl }: { pnl: Pnl }) {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const caption = t(`merchantMoney.pnl.table.caption.${pnl.group}`, {
    from: dayLabel(pnl.from, i18n.language),
    to: dayLabel(pnl.to, i18n.language),
  });
  return (
    <SectionCard
      title={t(`merchantMoney.pnl.chart.title.${pnl.group}`)}
      subtitle={t('merchantMoney.pnl.chart.legend')}
      sx={{ p: { xs: 1.5, md: 2.5 } }}
    >
      <Suspense
        fallback={<Skeleton variant="rounded" height={PNL_CHART_HEIGHT} sx={{ borderRadius: 1 }} />}
      >
        <PnlChart rows={pnl.rows} />
      </Suspense>
      {wide ? <PnlTable pnl={pnl} caption={caption} /> : <PnlCards pnl={pnl} caption={caption} />}
    </SectionCard>
  );
}
