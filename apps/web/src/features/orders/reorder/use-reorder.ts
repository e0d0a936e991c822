import type { Order } from '@sauda/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../i18n';
import { isCartStorageError, useCart } from '../../cart';
import { getOrderProducts } from '../api/get-order-products';
import { reorderPlan } from './reorder-plan';

export const CART_PATH = '/checkout/cart-summary';

export interface ReorderOutcome {
  /** How many lines went into the cart. */
  added: number;
  /** Items that could not be added: no longer available. */
  unavailable: string[];
}

/**
 * Reorder: the order's products at today's prices and stock go into the cart. When everything
 * was added the shopper lands on the cart; otherwise the popup says first what was left out.
 */
export function useReorder(order: Order) {
  const { errorText } = useErrorText();
  const cart = useCart();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);

  const reorder = async () => {
    setPending(true);
    setError(null);
    setOutcome(null);
    try {
      const products = await getOrderProducts(order.query_id);
      const plan = reorderPlan(order.invoice.invoice_items, products);
      for (const line of plan.lines) await cart.addItem(line);
      if (plan.unavailable.length === 0) {
        void navigate(CART_PATH);
        return;
      }
      setOutcome({ added: plan.lines.length, unavailable: plan.unavailable });
    } catch (cause) {
      setError(isCartStorageError(cause) ? cause.message : errorText(cause));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, outcome, reorder, goToCart: () => void navigate(CART_PATH) };
}
