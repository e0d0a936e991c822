import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { storePath } from '../../../shared/catalog/store-path';
import type { CartLine } from '../cart-line';
import { hasIssue } from '../cart-line-issue';
import { CartLineRow } from './cart-line-row';
import { CartSummaryBox, type CheckoutBlock } from './cart-summary-box';
import { storeTotals, type StoreGroup } from './group-lines-by-store';

interface StoreCartGroupProps {
  group: StoreGroup;
  isPending: (line: CartLine) => boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onCheckout: (storeQueryId: string) => void;
}

/** One store's lines under its name, beside (on phones: under) its own cart summary. */
export function StoreCartGroup({
  group,
  isPending,
  onQuantity,
  onRemove,
  onCheckout,
}: StoreCartGroupProps) {
  const headingId = useId();
  const block: CheckoutBlock = hasIssue(group.lines)
    ? 'issues'
    : group.lines.some(isPending)
      ? 'checking'
      : null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2 }, pt: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 1.5 }}>
          <StorefrontIcon color="primary" aria-hidden />
          <Typography id={headingId} variant="h4" component="h2" sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={storePath(group.storeQueryId)}
              underline="hover"
              color="inherit"
            >
              {group.storeName}
            </Link>
          </Typography>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.lines.map((line) => (
            <CartLineRow
              key={line.uniqueId}
              line={line}
              pending={isPending(line)}
              onQuantity={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onRemove(line)}
            />
          ))}
        </Box>
      </Paper>
      <CartSummaryBox
        storeName={group.storeName}
        totals={storeTotals(group.lines)}
        block={block}
        onCheckout={() => onCheckout(group.storeQueryId)}
      />
    </Box>
  );
}
