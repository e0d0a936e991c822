import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/money';
import type { Pnl } from '../api/get-pnl';
import { periodLabel } from '../model/period-label';

const FIGURES = [
  ['revenue', 'revenue'],
  ['discounts', 'discounts'],
  ['voucherStore', 'voucher_store'],
  ['commission', 'commission'],
  ['deliveryFees', 'delivery_fees'],
] as const;

type Row = Pnl['rows'][number];

function PeriodFigures({ row }: { row: Row | Pnl['totals'] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        m: 0,
        mt: 0.5,
        fontSize: 14,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, textAlign: 'end' },
      }}
    >
      {FIGURES.map(([name, field]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <dt>{t(`merchantMoney.pnl.table.${name}`)}</dt>
          <dd>
            <Money rupees={row[field]} />
          </dd>
        </Box>
      ))}
    </Box>
  );
}

function PeriodItem({
  title,
  row,
  total,
}: {
  title: string;
  row: Row | Pnl['totals'];
  total?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ py: 1.25, borderTop: 1, borderColor: 'divider', ...(total && { borderTopWidth: 2 }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: total ? 700 : 600, fontSize: 15 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('merchantMoney.pnl.ordersCount', { count: row.orders })}
        </Typography>
        <Box sx={{ marginInlineStart: 'auto', fontWeight: 700 }}>
          <Money rupees={row.net} />
        </Box>
      </Box>
      {/* A day without orders is all zeros: one line says so. */}
      {row.orders > 0 && <PeriodFigures row={row} />}
    </Box>
  );
}

/** The P&L on a phone: a period a line with its net; the details of periods that sold. */
export function PnlCards({ pnl, caption }: { pnl: Pnl; caption: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {pnl.rows.map((row) => (
        <PeriodItem key={row.period} title={periodLabel(row.period, i18n.language)} row={row} />
      ))}
      <PeriodItem title={t('merchantMoney.pnl.table.total')} row={pnl.totals} total />
    </Box>
  );
}
