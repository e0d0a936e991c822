import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/money';
import { formatCount } from '../../dashboard/model/count-format';
import type { Pnl } from '../api/get-pnl';
import { periodLabel } from '../model/period-label';

const MONEY_COLUMNS = [
  ['revenue', 'revenue'],
  ['discounts', 'discounts'],
  ['voucherStore', 'voucher_store'],
  ['commission', 'commission'],
  ['deliveryFees', 'delivery_fees'],
  ['net', 'net'],
] as const;

type Figures = Pnl['totals'];

// On a phone the table scrolls sideways: the period stays in view beside its figures.
const stickyPeriod = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

function FigureCells({ figures }: { figures: Figures }) {
  const { i18n } = useTranslation();
  return (
    <>
      <TableCell align="right">{formatCount(figures.orders, i18n.language)}</TableCell>
      {MONEY_COLUMNS.map(([name, field]) => (
        <TableCell key={name} align="right" sx={field === 'net' ? { fontWeight: 600 } : undefined}>
          <Money rupees={figures[field]} />
        </TableCell>
      ))}
    </>
  );
}

/** Every period of the range with its figures, and the range's totals in the last row. */
export function PnlTable({ pnl, caption }: { pnl: Pnl; caption: string }) {
  const { t, i18n } = useTranslation();
  const head = (name: string) => t(`merchantMoney.pnl.table.${name}`);
  return (
    <TableContainer
      role="region"
      tabIndex={0}
      aria-label={caption}
      sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 8px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
            <TableCell scope="col" sx={stickyPeriod}>
              {head('period')}
            </TableCell>
            <TableCell scope="col" align="right">
              {head('orders')}
            </TableCell>
            {MONEY_COLUMNS.map(([name]) => (
              <TableCell key={name} scope="col" align="right">
                {head(name)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {pnl.rows.map((row) => (
            <TableRow key={row.period} hover>
              <TableCell component="th" scope="row" sx={stickyPeriod}>
                {periodLabel(row.period, i18n.language)}
              </TableCell>
              <FigureCells figures={row} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: 14 } }}>
            <TableCell component="th" scope="row" sx={stickyPeriod}>
              {head('total')}
            </TableCell>
            <FigureCells figures={pnl.totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
