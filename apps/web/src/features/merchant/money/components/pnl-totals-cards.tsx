import Box from '@mui/material/Box';
import CommissionIcon from '@mui/icons-material/PercentOutlined';
import NetIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import RevenueIcon from '@mui/icons-material/TrendingUpOutlined';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../ui/money';
import { KpiCard } from '../../dashboard/components/kpi-card';
import type { Pnl } from '../api/get-pnl';
import { figuresGridSx } from './figures-grid';

/** Revenue, what came off it and what is left for the store, over the whole range. */
export function PnlTotalsCards({ totals }: { totals: Pnl['totals'] }) {
  const { t } = useTranslation();
  const key = (name: string) => `merchantMoney.pnl.totals.${name}`;
  return (
    <Box component="section" aria-label={t(key('label'))} sx={figuresGridSx}>
      <KpiCard
        label={t(key('revenue'))}
        value={formatRupees(totals.revenue)}
        hint={t(key('revenueHint'), { count: totals.orders })}
        icon={<RevenueIcon />}
      />
      <KpiCard
        label={t(key('costs'))}
        value={formatRupees(totals.discounts + totals.voucher_store + totals.commission)}
        hint={t(key('costsHint'))}
        icon={<CommissionIcon />}
      />
      <KpiCard
        label={t(key('net'))}
        value={formatRupees(totals.net)}
        hint={t(key('netHint'))}
        icon={<NetIcon />}
        highlight
      />
    </Box>
  );
}
