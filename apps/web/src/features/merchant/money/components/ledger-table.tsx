import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Transaction } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { Money } from '../../../../ui/money';
import { ledgerDateLabel } from '../model/period-label';
import { LedgerStatusChip } from './ledger-status-chip';
import { orderNumber, VoucherCell } from './ledger-cells';

const MONEY_COLUMNS = [
  ['value', 'order_value'],
  ['discounts', 'items_discount'],
] as const;
const MONEY_AFTER_VOUCHER = [
  ['deliveryFee', 'delivery_fee'],
  ['tip', 'tip'],
  ['commission', 'commission'],
  ['cash', 'cash_collected'],
  ['net', 'net_due_to_store'],
] as const;

interface LedgerTableProps {
  lines: Transaction[];
  caption: string;
  /** The range's last day: a date of another year shows its year. */
  rangeEnd: string;
}

// Eleven columns beside the navigation on a laptop: tight cells and headings that may wrap
// keep cash collected and net due in view without scrolling.
const denseSx = {
  '& td, & th': { px: 1, fontSize: 13 },
  '& thead th': { fontWeight: 600, verticalAlign: 'bottom', lineHeight: 1.3 },
} as const;

/** The ledger on a wide screen: one order a row; it scrolls sideways inside itself if need be. */
export function LedgerTable({ lines, caption, rangeEnd }: LedgerTableProps) {
  const { t, i18n } = useTranslation();
  const head = (name: string) => t(`merchantMoney.ledger.${name}`);
  return (
    <TableContainer
      // Focusable and named, so a keyboard can scroll a table wider than the screen.
      role="region"
      tabIndex={0}
      aria-label={caption}
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table size="small" sx={denseSx}>
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{head('date')}</TableCell>
            <TableCell scope="col">{head('order')}</TableCell>
            <TableCell scope="col">{head('statusColumn')}</TableCell>
            {MONEY_COLUMNS.map(([name]) => (
              <TableCell key={name} scope="col" align="right">
                {head(name)}
              </TableCell>
            ))}
            <TableCell scope="col">{head('voucher')}</TableCell>
            {MONEY_AFTER_VOUCHER.map(([name]) => (
              <TableCell key={name} scope="col" align="right">
                {head(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.order_query_id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {ledgerDateLabel(line.date, rangeEnd, i18n.language)}
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {orderNumber(line)}
              </TableCell>
              <TableCell>
                <LedgerStatusChip status={line.status} />
              </TableCell>
              {MONEY_COLUMNS.map(([name, field]) => (
                <TableCell key={name} align="right">
                  <Money rupees={line[field]} />
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <VoucherCell line={line} />
              </TableCell>
              {MONEY_AFTER_VOUCHER.map(([name, field]) => (
                <TableCell
                  key={name}
                  align="right"
                  sx={field === 'net_due_to_store' ? { fontWeight: 600 } : undefined}
                >
                  <Money rupees={line[field]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
