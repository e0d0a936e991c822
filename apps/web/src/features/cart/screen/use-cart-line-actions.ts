import { useCallback, useState } from 'react';
import type { CartLine } from '../cart-line';
import { isCartStorageError } from '../cart-storage-error';
import { useCart } from '../use-cart';

export interface CartLineActions {
  /** uniqueIds of the lines being written. */
  updating: ReadonlySet<string>;
  changeQuantity: (line: CartLine, quantity: number) => void;
  remove: (line: CartLine) => void;
  clearAll: () => void;
}

/** A storage failure is already on screen (the cart's snackbar); anything else is a bug. */
function reportUnexpected(error: unknown): void {
  if (!isCartStorageError(error)) console.error(error);
}

/**
 * What the cart screen does to its lines. A quantity change is written, then the product is
 * checked again (SPEC §4: cart changes trigger a refresh); the line shows as pending meanwhile.
 */
export function useCartLineActions(
  refreshProducts: (queryIds: readonly string[]) => Promise<void>,
): CartLineActions {
  const cart = useCart();
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback((uniqueId: string, work: () => Promise<void>) => {
    setUpdating((current) => new Set([...current, uniqueId]));
    work()
      .catch(reportUnexpected)
      .finally(() =>
        setUpdating((current) => new Set([...current].filter((id) => id !== uniqueId))),
      );
  }, []);

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) =>
      track(line.uniqueId, async () => {
        await cart.updateQuantity(line.uniqueId, quantity);
        await refreshProducts([line.query_id]);
      }),
    [cart, refreshProducts, track],
  );

  const remove = useCallback(
    (line: CartLine) => track(line.uniqueId, () => cart.removeItem(line.uniqueId)),
    [cart, track],
  );

  const clearAll = useCallback(() => void cart.clear().catch(reportUnexpected), [cart]);

  return { updating, changeQuantity, remove, clearAll };
}
