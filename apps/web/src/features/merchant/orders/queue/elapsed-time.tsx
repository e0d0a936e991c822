import { karachiDate, type MerchantOrder } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { karachiTimeOf, useNow } from '../../../orders';
import { minutesSincePlaced } from '../model/order-clock';

const TICK_MS = 15_000;
const MINUTES_A_DAY = 24 * 60;

/** "Placed 4 min ago", ticking; after a day, the Karachi time and date it was placed. */
export function ElapsedTime({ order }: { order: Pick<MerchantOrder, 'status' | 'placed_at'> }) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  const minutes = minutesSincePlaced(order, now);
  const text =
    minutes < 1
      ? t('merchantOrders.card.justNow')
      : minutes < 60
        ? t('merchantOrders.card.minutesAgo', { count: minutes })
        : minutes < MINUTES_A_DAY
          ? t('merchantOrders.card.hoursAgo', { count: Math.floor(minutes / 60) })
          : t('merchantOrders.card.placedAt', {
              date: karachiDate(new Date(order.placed_at)),
              time: karachiTimeOf(order.placed_at) ?? '',
            });
  return (
    <time dateTime={order.placed_at} title={karachiTimeOf(order.placed_at) ?? undefined}>
      {text}
    </time>
  );
}
