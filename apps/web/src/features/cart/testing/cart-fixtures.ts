import type { Product } from '@sauda/domain';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { makeProduct } from '../../catalog/testing/catalog-fixtures';
import { cartLineFromProduct, type ChosenOptions } from '../cart-line-from-product';
import type { CartLineInput } from '../cart-line';
import { createCartDatabase } from '../storage/cart-database';
import { DexieCart } from '../storage/dexie-cart';

export const BIRYANI_HOUSE = { query_id: 'kbh', name: 'Karachi Biryani House' } as const;
export const FRESH_MART = { query_id: 'fresh-mart', name: 'Fresh Mart' } as const;

type Store = { query_id: string; name: string };

/** A product of `store` with the fields a test cares about. */
export function storeProduct(store: Store, overrides: Partial<Product> = {}): Product {
  return makeProduct({ merchant: { ...store }, ...overrides });
}

/** The cart line the product page would add for `product`. */
export function lineOf(product: Product, chosen: Partial<ChosenOptions> = {}): CartLineInput {
  return cartLineFromProduct(product, product.merchant.query_id, { quantity: 1, ...chosen });
}

/** A browser-database cart on an IndexedDB of its own, so tests never share data. */
export function isolatedDexieCart(factory: IDBFactory = new IDBFactory()) {
  const storage = createCartDatabase({ indexedDB: factory, IDBKeyRange });
  return { cart: new DexieCart(storage), factory, db: storage.db };
}

/**
 * Answers GET products/{queryId} from `products` (by query id) and 404 with the contract's
 * envelope for any other product; every other call gets an empty object.
 */
export function stubProducts(products: () => readonly Product[]) {
  return stubFetch(({ url }: FetchCall) => {
    const match = /\/api\/v1\/products\/([^/?]+)$/.exec(new URL(url, 'http://localhost').pathname);
    if (!match) return jsonResponse({});
    const queryId = decodeURIComponent(match[1] ?? '');
    const product = products().find((item) => item.query_id === queryId);
    return product
      ? jsonResponse({ product })
      : jsonResponse(
          { error: { code: 'product_not_found', message: 'This product could not be found.' } },
          404,
        );
  });
}

export const productCalls = (calls: readonly FetchCall[]) =>
  calls
    .map((call) => new URL(call.url, 'http://localhost').pathname)
    .filter((path) => path.startsWith('/api/v1/products/'));
