import { useQuery } from '@tanstack/react-query';
import type { MerchantOrder } from '@sauda/domain';
import { useCallback, useMemo, useState } from 'react';
import { pendingMerchantOrdersOptions } from '../api/get-merchant-orders';
import { isOverdue } from '../model/order-clock';
import {
  useMerchantOrderStream,
  type MerchantOrderEventHandler,
} from './use-merchant-order-stream';
import { useNow } from '../../../orders';

/** How often the queue looks for pending orders that reached the reminder. */
export const REMINDER_CHECK_MS = 5_000;

export interface NewOrderAlert {
  orderId: string;
  number: string | null;
}

export interface OrderAlerts {
  /** Orders that came in while the queue was open and nobody has looked at yet, newest first. */
  unseen: readonly NewOrderAlert[];
  /** Pending orders past the reminder that nobody has acknowledged, oldest first. */
  overdue: readonly MerchantOrder[];
  /** The last order that came in, for the live region. */
  latest: NewOrderAlert | null;
  isUnseen: (orderId: string) => boolean;
  /** The order was opened or acted on: its alert and reminder stop. */
  markSeen: (orderId: string) => void;
  /** "Got it" on the banner: every alert showing now stops. */
  acknowledgeAll: () => void;
  ringing: boolean;
  /** Changes with each new reason to ring. */
  ringKey: string;
}

/**
 * The queue's alerts: new orders from the store's event stream, and the reminder of pending
 * orders waiting longer than ORDER_REMINDER_MINUTES. Both ring until the order is seen.
 */
export function useOrderAlerts(storeId: string): OrderAlerts {
  const [unseen, setUnseen] = useState<readonly NewOrderAlert[]>([]);
  const [latest, setLatest] = useState<NewOrderAlert | null>(null);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const pending = useQuery(pendingMerchantOrdersOptions(storeId));
  const now = useNow(REMINDER_CHECK_MS);

  const onEvent = useCallback<MerchantOrderEventHandler>((kind, event) => {
    const alert = { orderId: event.order_query_id, number: event.short_order_id };
    if (kind === 'placed' && event.status === 'order_pending') {
      setUnseen((current) => [alert, ...current.filter((item) => item.orderId !== alert.orderId)]);
      setLatest(alert);
    } else if (event.status !== 'order_pending') {
      setUnseen((current) => current.filter((item) => item.orderId !== alert.orderId));
    }
  }, []);
  useMerchantOrderStream(storeId, onEvent);

  const overdue = useMemo(
    () =>
      (pending.data?.orders ?? [])
        .filter((order) => isOverdue(order, now) && !acknowledged.has(order.query_id))
        .sort((a, b) => a.placed_at.localeCompare(b.placed_at)),
    [pending.data, now, acknowledged],
  );

  const markSeen = useCallback(
    (orderId: string) => {
      setUnseen((current) => current.filter((item) => item.orderId !== orderId));
      // Seen before the reminder, an order still gets it: only a seen reminder is done.
      if (overdue.some((order) => order.query_id === orderId)) {
        setAcknowledged((current) => new Set(current).add(orderId));
      }
    },
    [overdue],
  );

  const acknowledgeAll = useCallback(() => {
    setUnseen([]);
    setAcknowledged((current) => new Set([...current, ...overdue.map((order) => order.query_id)]));
  }, [overdue]);

  const unseenIds = useMemo(() => new Set(unseen.map((item) => item.orderId)), [unseen]);
  const isUnseen = useCallback((orderId: string) => unseenIds.has(orderId), [unseenIds]);
  const ringKey = [...unseenIds, ...overdue.map((order) => order.query_id)].join(' ');

  return {
    unseen,
    overdue,
    latest,
    isUnseen,
    markSeen,
    acknowledgeAll,
    ringing: ringKey !== '',
    ringKey,
  };
}
