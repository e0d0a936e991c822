import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import { ORDER_REMINDER_MINUTES, ORDER_RESPONSE_MINUTES } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { useKeepAnnounced } from '../../../orders';
import { orderNumber } from '../model/order-summary';
import type { OrderAlerts } from './use-order-alerts';

/**
 * What screen readers hear without moving focus: each new order, and each reminder. In the
 * body beside the order detail (a modal), where useKeepAnnounced keeps it heard.
 */
export function OrdersLiveRegion({ alerts }: { alerts: Pick<OrderAlerts, 'latest' | 'overdue'> }) {
  const { t } = useTranslation();
  const keepAnnounced = useKeepAnnounced();
  const { latest } = alerts;
  const reminded = alerts.overdue.at(-1);
  return (
    <Portal>
      <Box
        ref={keepAnnounced}
        role="status"
        aria-live="polite"
        data-testid="orders-live-region"
        sx={visuallyHidden}
      >
        {latest && (
          <p key={latest.orderId}>
            {latest.number
              ? t('merchantOrders.alerts.announceNew', { number: latest.number })
              : t('merchantOrders.alerts.announceNewNoNumber')}
          </p>
        )}
        {reminded && (
          <p key={reminded.query_id}>
            {t('merchantOrders.alerts.announceReminder', {
              number: orderNumber(reminded),
              waited: ORDER_REMINDER_MINUTES,
              left: ORDER_RESPONSE_MINUTES - ORDER_REMINDER_MINUTES,
            })}
          </p>
        )}
      </Box>
    </Portal>
  );
}
