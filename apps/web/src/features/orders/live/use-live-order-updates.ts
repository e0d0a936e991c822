import type { OrderStatusEvent } from '@sauda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../auth';
import { orderQueryKeys } from '../api/order-query-keys';
import { openOrderEvents } from './order-events-client';

/** The change the toast announces; `serial` grows with each one, so a repeat restarts it. */
export interface LiveOrderNotice {
  serial: number;
  event: OrderStatusEvent;
}

export interface LiveOrderUpdates {
  notice: LiveOrderNotice | null;
  open: boolean;
  dismiss: () => void;
}

/**
 * Follows the session's order status changes while a session token exists (guests too): every
 * change refetches the orders (history and an open Order Detail) and becomes the notice. A new
 * token (login, logout) closes the old stream first.
 */
export function useLiveOrderUpdates(): LiveOrderUpdates {
  const sessionToken = useAuth().user?.session_ktb_token ?? null;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<LiveOrderNotice | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!sessionToken) return undefined;
    const close = openOrderEvents({
      sessionToken,
      onStatus: (event) => {
        void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
        // Pending is the shopper's own placing: the Order Placed screen already said so.
        if (event.status === 'order_pending') return;
        setNotice((previous) => ({ serial: (previous?.serial ?? 0) + 1, event }));
        setOpen(true);
      },
    });
    return () => {
      close();
      setOpen(false);
    };
  }, [sessionToken, queryClient]);

  const dismiss = useCallback(() => setOpen(false), []);
  return { notice, open, dismiss };
}
