import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ORDER_REMINDER_MINUTES } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../orders';
import { clockText, secondsToAutoCancel } from '../model/order-clock';
import { orderNumber } from '../model/order-summary';
import type { OrderAlerts } from './use-order-alerts';

interface ReminderBannerProps {
  alerts: Pick<OrderAlerts, 'overdue' | 'acknowledgeAll'>;
  onOpen: (orderId: string) => void;
}

/**
 * A pending order has waited 5 minutes: accept it before the server cancels it. The oldest
 * one is named, with the time left ticking.
 */
export function ReminderBanner({ alerts, onOpen }: ReminderBannerProps) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const oldest = alerts.overdue[0];
  if (!oldest) return null;
  const others = alerts.overdue.length - 1;
  return (
    <Alert
      // The live region speaks for it; an alert role would say it all a second time.
      role="region"
      aria-label={t('merchantOrders.alerts.reminderRegion')}
      severity="warning"
      variant="outlined"
      data-testid="reminder-banner"
      sx={{
        alignItems: 'center',
        bgcolor: 'background.paper',
        flexWrap: 'wrap',
        '& .MuiAlert-message': { flex: '1 1 220px', minWidth: 0 },
        '& .MuiAlert-action': { pt: 0, ml: 'auto', mr: 0 },
      }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => onOpen(oldest.query_id)}
          >
            {t('merchantOrders.alerts.open')}
          </Button>
          <Button color="inherit" size="small" onClick={alerts.acknowledgeAll}>
            {t('merchantOrders.alerts.gotIt')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle sx={{ mb: 0, fontWeight: 700 }}>
        {t('merchantOrders.alerts.reminderTitle', {
          number: orderNumber(oldest),
          minutes: ORDER_REMINDER_MINUTES,
        })}
      </AlertTitle>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('merchantOrders.alerts.reminderBody', {
          time: clockText(secondsToAutoCancel(oldest, now)),
        })}
      </span>
      {others > 0 && ` ${t('merchantOrders.alerts.reminderOthers', { count: others })}`}
    </Alert>
  );
}
