import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/money';
import { dayLabel } from '../model/period-label';
import { LedgerStatusChip } from './ledger-status-chip';
import { orderNumber, VoucherCell } from './ledger-cells';

const FIGURES = [
  ['value', 'order_value'],
  ['discounts', 'items_discount'],
  ['deliveryFee', 'delivery_fee'],
  ['tip', 'tip'],
  ['commission', 'commission'],
  ['cash', 'cash_collected'],
] as const;

function LedgerCard({ line }: { line: Transaction }) {
  const { t, i18n } = useTranslation();
  const label = (name: string) => t(`merchantMoney.ledger.${name}`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.75, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {orderNumber(line)}
        </Typography>
        <LedgerStatusChip status={line.status} />
        <Typography variant="body2" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
          {dayLabel(line.date, i18n.language)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          columnGap: 2,
          rowGap: 0.25,
          m: 0,
          mt: 1,
          fontSize: 14,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, textAlign: 'end' },
        }}
      >
        {FIGURES.map(([name, field]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <dt>{label(name)}</dt>
            <dd>
              <Money rupees={line[field]} />
            </dd>
          </Box>
        ))}
        <dt>{label('voucher')}</dt>
        <dd>
          <VoucherCell line={line} />
        </dd>
        <Box component="dt" sx={{ fontWeight: 600, color: 'text.primary !important', pt: 0.5 }}>
          {label('net')}
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, pt: 0.5 }}>
          <Money rupees={line.net_due_to_store} />
        </Box>
      </Box>
    </Paper>
  );
}

/** The ledger on a phone: one card an order, its figures in a short list. */
export function LedgerCards({ lines, caption }: { lines: Transaction[]; caption: string }) {
  return (
    <Box component="ul" aria-label={caption} sx={{ display: 'grid', gap: 1.25, p: 0, m: 0 }}>
      {lines.map((line) => (
        <LedgerCard key={line.order_query_id} line={line} />
      ))}
    </Box>
  );
}
