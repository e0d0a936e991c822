import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { EmptyStateActions } from '../../../ui/empty-state-actions';
import { EmptyCartIllustration } from './empty-cart-illustration';

/** The location key react-router gives the first page of a visit (no page to go back to). */
const FIRST_PAGE_KEY = 'default';

/** SPEC §2: the empty cart, with Continue Shopping (back one page) and Go to Order History. */
export function EmptyCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened straight from an address, "back" would leave the shop: the store list is back then.
  const continueShopping = () =>
    void (location.key === FIRST_PAGE_KEY ? navigate('/products') : navigate(-1));

  return (
    <EmptyState
      illustration={<EmptyCartIllustration />}
      title={t('cart.empty.title')}
      body={t('cart.empty.body')}
    >
      <EmptyStateActions>
        <Button variant="contained" onClick={continueShopping}>
          {t('cart.continueShopping')}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/order/history">
          {t('cart.empty.orderHistory')}
        </Button>
      </EmptyStateActions>
    </EmptyState>
  );
}
