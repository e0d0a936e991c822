import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@sauda/domain';
import { isRequestError } from '../../../api/request-error';
import { cartItemQueryOptions } from '../../../shared/catalog/get-product';

export interface FreshProductsResult {
  /** By product query id; null for a product the server no longer has. */
  products: Map<string, Product | null>;
  /** Products whose answer did not come (network, server error): their lines stay as they were. */
  failed: string[];
}

/**
 * GET products/{queryId} for each product as GET_ITMS, always from the server (the cart must see
 * today's price and stock), through the shared query cache so the product page gets the fresh
 * copy too.
 */
export async function fetchFreshProducts(
  queryClient: QueryClient,
  queryIds: readonly string[],
): Promise<FreshProductsResult> {
  const answers = await Promise.allSettled(
    queryIds.map((queryId) =>
      queryClient.fetchQuery({ ...cartItemQueryOptions(queryId), staleTime: 0 }),
    ),
  );
  const result: FreshProductsResult = { products: new Map(), failed: [] };
  answers.forEach((answer, index) => {
    const queryId = queryIds[index] ?? '';
    if (answer.status === 'fulfilled') result.products.set(queryId, answer.value);
    else if (isRequestError(answer.reason) && answer.reason.status === 404) {
      result.products.set(queryId, null);
    } else result.failed.push(queryId);
  });
  return result;
}
