import Box from '@mui/material/Box';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../cart-line';
import type { CartLineIssue } from '../cart-line-issue';

interface CartLineIssueNoteProps {
  issue: CartLineIssue;
  line: CartLine;
  id?: string;
}

/** Why the line blocks checkout ("Out of stock", "Only {n} left", "No longer available"). */
export function CartLineIssueNote({ issue, line, id }: CartLineIssueNoteProps) {
  const { t } = useTranslation();
  const count = line.product_available_quantity;
  const [label, hint] = {
    outOfStock: [t('cart.line.outOfStock'), t('cart.line.outOfStockHint')],
    overStock: [t('cart.line.onlyLeft', { count }), t('cart.line.onlyLeftHint', { count })],
    gone: [t('cart.line.gone'), t('cart.line.goneHint')],
  }[issue];
  return (
    <Box
      id={id}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.75,
        mt: 1,
        px: 1.25,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'rgba(198, 40, 40, 0.08)',
        color: 'error.main',
        fontSize: 14,
      }}
    >
      <ErrorOutlineIcon fontSize="small" sx={{ mt: '1px' }} aria-hidden />
      <span>
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {label}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.primary' }}>
          {hint}
        </Box>
      </span>
    </Box>
  );
}
