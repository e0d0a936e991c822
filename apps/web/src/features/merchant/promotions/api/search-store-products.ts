import { useQuery } from '@tanstack/react-query';
import { retrySuperseded } from '../../../../api/retry-superseded';
import { getMerchantProducts } from '../../inventory/api/get-merchant-products';
import { NO_FILTERS } from '../../inventory/model/inventory-filters';
import { promotionKeys } from './promotion-keys';

/** The first page of the store's products whose name holds `query` (all of them for ''). */
export function useStoreProductSearch(storeId: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: promotionKeys.productSearch(storeId, query),
    queryFn: ({ signal }) => getMerchantProducts(storeId, { ...NO_FILTERS, query }, { signal }),
    enabled,
    // Each keystroke's search supersedes the one still on its way (same path): ask again.
    retry: retrySuperseded,
    select: (list) => list.products,
  });
}
