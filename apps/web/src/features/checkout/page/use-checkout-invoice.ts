import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Invoice } from '@sauda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCart, useCartLines } from '../../cart';
import { orderQueryKeys } from '../../orders';
import { useErrorText } from '../../../i18n';
import { createInvoice } from '../api/create-invoice';
import { invoiceRequestFor, storeLines } from '../model/invoice-request';
import type { CheckoutInvoice } from '../model/place-order-payload';

export type CheckoutStage =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; invoice: CheckoutInvoice };

export interface CheckoutInvoiceState {
  stage: CheckoutStage;
  /** Replaces the invoice with the server's newer answer (voucher applied). */
  setInvoice: (invoice: Invoice) => void;
  /** After placing: keeps the placed invoice and takes the store's lines out of the cart. */
  markPlaced: (invoice: Invoice) => Promise<void>;
  retry: () => void;
}

/**
 * SPEC §4 Checkout: opening checkout creates an invoice from the store's cart lines, once per
 * visit; the invoice state then follows the voucher and the placement.
 */
export function useCheckoutInvoice(storeQueryId: string): CheckoutInvoiceState {
  const { errorText } = useErrorText();
  const cart = useCart();
  const queryClient = useQueryClient();
  const { lines, loaded } = useCartLines();
  const ordered = useMemo(() => storeLines(lines, storeQueryId), [lines, storeQueryId]);
  const [invoice, setInvoiceState] = useState<CheckoutInvoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const hasLines = ordered.length > 0;

  useEffect(() => {
    const key = `${storeQueryId}#${attempt}`;
    if (!loaded || !hasLines || started.current === key) return;
    started.current = key;
    setError(null);
    createInvoice(invoiceRequestFor(storeQueryId, ordered)).then(setInvoiceState, (cause) =>
      setError(errorText(cause)),
    );
    // The invoice is made from the lines as they were on arrival, once per attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, hasLines, storeQueryId, attempt]);

  const markPlaced = useCallback(
    async (placed: Invoice) => {
      setInvoiceState({ ...placed, isOrderSuccessfullyPlaced: true });
      // SPEC §4: after placing, the order list is fetched again.
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
      const mine = storeLines(cart.lines(), storeQueryId);
      await Promise.all(mine.map((line) => cart.removeItem(line.uniqueId)));
    },
    [cart, storeQueryId, queryClient],
  );

  const stage: CheckoutStage = invoice
    ? { kind: 'ready', invoice }
    : error
      ? { kind: 'error', message: error }
      : loaded && !hasLines
        ? { kind: 'empty' }
        : { kind: 'loading' };

  return {
    stage,
    setInvoice: setInvoiceState,
    markPlaced,
    retry: () => setAttempt((value) => value + 1),
  };
}
