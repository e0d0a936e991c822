import type { QueryClient } from '@tanstack/react-query';
import type { MerchantProduct, MerchantProductsList } from '@sauda/domain';
import { merchantProductKeys } from './merchant-product-keys';

/** Rewrites one product wherever the store's cached lists hold it; the rest stays as it is. */
export function updateCachedProduct(
  client: QueryClient,
  storeId: string,
  productId: string,
  update: (product: MerchantProduct) => MerchantProduct,
): void {
  client.setQueriesData<MerchantProductsList>(
    { queryKey: merchantProductKeys.lists(storeId) },
    (list) =>
      list && {
        ...list,
        products: list.products.map((product) =>
          product.query_id === productId ? update(product) : product,
        ),
      },
  );
}
