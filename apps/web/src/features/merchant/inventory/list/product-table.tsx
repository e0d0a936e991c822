import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MerchantProduct } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilitySwitch } from '../edit/availability-switch';
import { PriceEditor } from '../edit/price-editor';
import { StockEditor } from '../edit/stock-editor';
import type { ProductEditing } from './product-editing';
import { ProductIdentity } from './product-identity';

const headSx = { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } as const;

/** The table's frame and column heads, around product rows or skeleton rows. */
export function ProductTableFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('inventory.list.label')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{t('inventory.columns.product')}</TableCell>
            <TableCell sx={headSx}>{t('inventory.columns.price')}</TableCell>
            <TableCell sx={headSx}>{t('inventory.columns.stock')}</TableCell>
            <TableCell sx={headSx}>{t('inventory.columns.availability')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

interface ProductTableProps extends ProductEditing {
  products: readonly MerchantProduct[];
  busy: boolean;
}

/** The products on a wide screen: one row each, with stock, price and availability in place. */
export function ProductTable({ products, busy, onSave, canEditPrice }: ProductTableProps) {
  return (
    <ProductTableFrame busy={busy}>
      {products.map((product) => (
        <TableRow key={product.query_id} hover>
          <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
            <ProductIdentity product={product} />
          </TableCell>
          <TableCell sx={{ minWidth: 150 }}>
            <PriceEditor product={product} canEdit={canEditPrice} onSave={onSave} />
          </TableCell>
          <TableCell sx={{ minWidth: 260 }}>
            <StockEditor product={product} onSave={onSave} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <AvailabilitySwitch product={product} onSave={onSave} />
          </TableCell>
        </TableRow>
      ))}
    </ProductTableFrame>
  );
}
