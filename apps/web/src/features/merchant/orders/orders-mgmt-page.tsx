import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useCurrentStore } from '../shell/current-store';
import { useAlertMute } from './alerts/alert-mute';
import { NewOrdersBanner } from './alerts/new-orders-banner';
import { OrdersLiveRegion } from './alerts/orders-live-region';
import { ReminderBanner } from './alerts/reminder-banner';
import { SoundControls } from './alerts/sound-controls';
import { useAlertSound } from './alerts/use-alert-sound';
import { useOrderAlerts } from './alerts/use-order-alerts';
import { useTitleCount } from './alerts/use-title-count';
import { OrderDetailPanel } from './detail/order-detail-panel';
import { OrderQueueList } from './queue/order-queue-list';
import { OrderSearchField } from './queue/order-search-field';
import { StatusFilterChips } from './queue/status-filter-chips';
import { useQueueLocation } from './queue/use-queue-location';

/** Typing pauses this long before the queue searches. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * /orders-mgmt: the store's live order queue. New orders arrive from the event stream with a
 * highlighted card, a banner, a sound and the count in the tab's title until someone looks;
 * each order opens its detail, where it is accepted, dispatched, delivered or cancelled.
 */
export function OrdersMgmtPage() {
  const { t } = useTranslation();
  const { storeQueryId: storeId, store } = useCurrentStore();
  const { status, orderId, selectStatus, openOrder, closeOrder } = useQueueLocation();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const alerts = useOrderAlerts(storeId);
  const [muted, setMuted] = useAlertMute();
  const sound = useAlertSound(alerts.ringing, muted, alerts.ringKey);
  useTitleCount(alerts.unseen.length);

  const open = (id: string) => {
    alerts.markSeen(id);
    openOrder(id);
  };
  const showNew = () => {
    const only = alerts.unseen.length === 1 ? alerts.unseen[0] : undefined;
    if (only) open(only.orderId);
    else selectStatus('order_pending');
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h2" component="h1">
            {t('merchantOrders.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('merchantOrders.subtitle', { store: store.name })}
          </Typography>
        </Box>
        <SoundControls
          state={sound.state}
          muted={muted}
          onMutedChange={setMuted}
          onEnable={sound.enable}
        />
      </Box>
      <Stack spacing={2} sx={{ mt: { xs: 2, md: 3 } }}>
        <NewOrdersBanner alerts={alerts} onShow={showNew} />
        <ReminderBanner alerts={alerts} onOpen={open} />
        <OrderSearchField value={search} onChange={setSearch} />
        <StatusFilterChips storeId={storeId} value={status} onChange={selectStatus} />
        <OrderQueueList
          storeId={storeId}
          status={status}
          query={query}
          isNew={alerts.isUnseen}
          onOpen={open}
          onSeen={alerts.markSeen}
        />
      </Stack>
      <OrderDetailPanel
        storeId={storeId}
        storeName={store.name}
        orderId={orderId}
        onClose={closeOrder}
        onActed={alerts.markSeen}
      />
      <OrdersLiveRegion alerts={alerts} />
    </Container>
  );
}
