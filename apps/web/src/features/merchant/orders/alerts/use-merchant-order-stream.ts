import type { MerchantOrderEvent } from '@sauda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../auth';
import { merchantOrderKeys } from '../api/merchant-order-keys';
import { openMerchantOrderEvents, type MerchantOrderEventKind } from '../api/merchant-order-events';

export type MerchantOrderEventHandler = (
  kind: MerchantOrderEventKind,
  event: MerchantOrderEvent,
) => void;

/**
 * Follows the store's order events while the queue is open: each one refetches the store's
 * lists, counts and the order's detail, then goes to `onEvent`. A new session or store
 * closes the old stream first.
 */
export function useMerchantOrderStream(storeId: string, onEvent: MerchantOrderEventHandler) {
  const sessionToken = useAuth().user?.session_ktb_token ?? null;
  const client = useQueryClient();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!sessionToken) return undefined;
    return openMerchantOrderEvents({
      storeId,
      sessionToken,
      onEvent: (kind, event) => {
        void client.invalidateQueries({ queryKey: merchantOrderKeys.all(storeId) });
        handler.current(kind, event);
      },
    });
  }, [storeId, sessionToken, client]);
}
