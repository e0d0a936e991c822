import Box from '@mui/material/Box';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import type { MerchantOrder } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../orders';
import { clockText, isOverdue, secondsToAutoCancel } from '../model/order-clock';

/**
 * On a pending order past the reminder: the time left before the server cancels it, ticking
 * each second. Nothing before the reminder, or once the order moved on.
 */
export function AutoCancelCountdown({
  order,
}: {
  order: Pick<MerchantOrder, 'status' | 'placed_at'>;
}) {
  const { t } = useTranslation();
  const now = useNow(1000);
  if (!isOverdue(order, now)) return null;
  const seconds = secondsToAutoCancel(order, now);
  return (
    <Box
      data-testid="auto-cancel-countdown"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'error.main',
        fontWeight: 600,
        fontSize: 14,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <TimerIcon aria-hidden="true" fontSize="small" />
      {seconds > 0
        ? t('merchantOrders.card.autoCancelIn', { time: clockText(seconds) })
        : t('merchantOrders.card.autoCancelDue')}
    </Box>
  );
}
