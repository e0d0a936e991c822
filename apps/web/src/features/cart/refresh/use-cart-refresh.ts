import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine } from '../cart-line';
import { isCartStorageError } from '../cart-storage-error';
import { useCart } from '../use-cart';
import { fetchFreshProducts } from './fetch-fresh-products';

export interface CartRefresh {
  /** Query ids of the products being fetched now. */
  refreshing: ReadonlySet<string>;
  /** True until the products the screen opened with have been checked once. */
  checkingFirst: boolean;
  /** Some product of the cart could not be checked in its last refresh. */
  failed: boolean;
  /** Checks these products again (after a quantity change). */
  refreshProducts: (queryIds: readonly string[]) => Promise<void>;
  /** Checks every product of the cart again. */
  retry: () => void;
}

function uniqueQueryIds(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.map((line) => line.query_id))];
}

function without(set: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  return new Set([...set].filter((id) => !ids.includes(id)));
}

/**
 * The cart refresh (SPEC §4 "Cart changes trigger a cart refresh"): on entering the screen, and
 * whenever a product joins the cart (also from another tab), each product is fetched again and
 * its current price, promotion and stock are written into its lines.
 */
export function useCartRefresh(lines: readonly CartLine[], loaded: boolean): CartRefresh {
  const cart = useCart();
  const queryClient = useQueryClient();
  const checked = useRef(new Set<string>());
  const [refreshing, setRefreshing] = useState<ReadonlySet<string>>(new Set());
  const [firstDone, setFirstDone] = useState(false);
  const [failedIds, setFailedIds] = useState<ReadonlySet<string>>(new Set());

  const refreshProducts = useCallback(
    async (queryIds: readonly string[]) => {
      for (const id of queryIds) checked.current.add(id);
      setRefreshing((current) => new Set([...current, ...queryIds]));
      try {
        const fresh = await fetchFreshProducts(queryClient, queryIds);
        setFailedIds((current) => new Set([...without(current, queryIds), ...fresh.failed]));
        if (fresh.products.size > 0) await cart.applyProducts(fresh.products);
      } catch (error) {
        // A storage failure was already told to the user; anything else is a bug to see.
        if (!isCartStorageError(error)) console.error(error);
      } finally {
        setRefreshing((current) => without(current, queryIds));
      }
    },
    [cart, queryClient],
  );

  const ids = uniqueQueryIds(lines);
  const idsKey = ids.join('\n');
  useEffect(() => {
    if (!loaded) return;
    const unchecked = idsKey.split('\n').filter((id) => id !== '' && !checked.current.has(id));
    if (unchecked.length === 0) return;
    void refreshProducts(unchecked).then(() => setFirstDone(true));
  }, [loaded, idsKey, refreshProducts]);

  return {
    refreshing,
    checkingFirst: !loaded || (ids.length > 0 && !firstDone),
    failed: ids.some((id) => failedIds.has(id)),
    refreshProducts,
    retry: () => void refreshProducts(ids),
  };
}
