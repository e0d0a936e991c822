import Button from '@mui/material/Button';
import type { OrderType } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { EmptyStateActions } from '../../../ui/empty-state-actions';
import { OrdersIllustration } from './orders-illustration';

interface OrdersEmptyStateProps {
  orderType: OrderType;
  /** Where the shopper can look instead (Past for an empty Active tab). */
  onShowTab: (orderType: OrderType) => void;
}

/** An empty tab: what would be here, and the way on (Continue Shopping). */
export function OrdersEmptyState({ orderType, onShowTab }: OrdersEmptyStateProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      illustration={<OrdersIllustration />}
      title={t(`orders.empty.${orderType}.title`)}
      body={t(`orders.empty.${orderType}.body`)}
      headingLevel="h2"
    >
      <EmptyStateActions>
        <Button variant="contained" component={RouterLink} to="/products">
          {t('orders.empty.continueShopping')}
        </Button>
        {orderType === 'active' && (
          <Button variant="outlined" onClick={() => onShowTab('past')}>
            {t('orders.empty.seePast')}
          </Button>
        )}
      </EmptyStateActions>
    </EmptyState>
  );
}
