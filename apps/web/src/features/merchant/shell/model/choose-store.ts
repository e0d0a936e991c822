import type { MerchantStoreSummary } from '@sauda/domain';

/**
 * The store to work on: the remembered one while the user still works there, else the first
 * of the list (a store the user left, or a first visit). Null only for no stores at all.
 */
export function chooseStore(
  stores: readonly MerchantStoreSummary[],
  rememberedId: string | null,
): MerchantStoreSummary | null {
  return stores.find((store) => store.query_id === rememberedId) ?? stores[0] ?? null;
}
