import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Where checkout of one store's lines begins. */
export function checkoutPath(storeQueryId: string): string {
  return `/checkout?${new URLSearchParams({ store: storeQueryId }).toString()}`;
}

/**
 * 'Proceed to Checkout' of a store's cart summary: the one place checkout is started from the
 * cart, so checkout can take it over (invoice creation) without touching the cart screen.
 */
export function useStartCheckout(): (storeQueryId: string) => void {
  const navigate = useNavigate();
  return useCallback(
    function startCheckout(storeQueryId: string) {
      void navigate(checkoutPath(storeQueryId));
    },
    [navigate],
  );
}
