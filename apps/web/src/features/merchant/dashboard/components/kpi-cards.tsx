import Box from '@mui/material/Box';
import OrdersIcon from '@mui/icons-material/ReceiptLongOutlined';
import SalesIcon from '@mui/icons-material/PaymentsOutlined';
import BasketIcon from '@mui/icons-material/ShoppingBasketOutlined';
import WaitingIcon from '@mui/icons-material/NotificationsActiveOutlined';
import type { Dashboard } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../ui/money';
import { formatCount } from '../model/count-format';
import { kpiGridSx } from './dashboard-grid';
import { KpiCard } from './kpi-card';

/** The queue opened on the orders that wait for the store to accept them. */
export const WAITING_ORDERS_PATH = '/orders-mgmt?status=order_pending';

/** Orders, Sales, Average basket and Waiting for you, the last one leading to the queue. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const cancelled = dashboard.by_status.cancelled;
  const waiting = dashboard.pending_count;
  return (
    <Box component="section" aria-label={t('merchantDashboard.kpi.label')} sx={kpiGridSx}>
      <KpiCard
        label={t('merchantDashboard.kpi.orders')}
        value={count(dashboard.orders_count)}
        hint={
          cancelled > 0
            ? t('merchantDashboard.kpi.ordersCancelled', { count: cancelled })
            : t('merchantDashboard.kpi.ordersHint')
        }
        icon={<OrdersIcon />}
      />
      <KpiCard
        label={t('merchantDashboard.kpi.sales')}
        value={formatRupees(dashboard.sales)}
        hint={t('merchantDashboard.kpi.salesHint')}
        icon={<SalesIcon />}
      />
      <KpiCard
        label={t('merchantDashboard.kpi.averageBasket')}
        value={formatRupees(dashboard.average_basket)}
        hint={t('merchantDashboard.kpi.averageBasketHint')}
        icon={<BasketIcon />}
      />
      <KpiCard
        label={t('merchantDashboard.kpi.waiting')}
        value={count(waiting)}
        hint={
          waiting > 0
            ? t('merchantDashboard.kpi.waitingHint')
            : t('merchantDashboard.kpi.waitingNone')
        }
        icon={<WaitingIcon />}
        to={WAITING_ORDERS_PATH}
        highlight={waiting > 0}
      />
    </Box>
  );
}
