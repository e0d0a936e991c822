import Box from '@mui/material/Box';
import { formatMoney } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useCartSummary } from '../use-cart';

/** Tells screen-reader users the new count and total after each change of the cart. */
export function CartTotalsAnnouncer() {
  const { t } = useTranslation();
  const { count, total } = useCartSummary();
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {count > 0 ? t('cart.announce', { count, total: formatMoney(total) }) : ''}
    </Box>
  );
}
