import {
  STAFF_PRODUCT_FIELDS,
  type MerchantProduct,
  type MerchantProductPatchBody,
  type MerchantRole,
} from '@sauda/domain';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../api/testing/fetch-stub';
import { withChange } from '../model/product-change';
import { stockLevel } from '../model/stock-level';
import { STORE_CATEGORIES } from './merchant-product-fixtures';

export const STORE_ID = 'st_biryani';
const BASE = `merchant/stores/${STORE_ID}`;

/** Answers a call before the fake server does; undefined lets the server answer. */
export type ExtraRoute = (call: FetchCall, path: string) => Response | undefined;

const SORTS: Record<string, (a: MerchantProduct, b: MerchantProduct) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  price: (a, b) => a.cost_after_discount - b.cost_after_discount,
  stock: (a, b) => (a.unlimited ? 1e9 : a.quantity) - (b.unlimited ? 1e9 : b.quantity),
  updated: (a, b) => a.updated_at.localeCompare(b.updated_at),
};

function listed(products: MerchantProduct[], params: URLSearchParams): MerchantProduct[] {
  const query = params.get('query')?.toLowerCase();
  const category = params.get('category_id');
  const stock = params.get('stock');
  const sort = params.get('sort') ?? 'name';
  const compare = SORTS[sort.replace(/^-/, '')] ?? SORTS.name!;
  return products
    .filter((product) => !query || product.name.toLowerCase().includes(query))
    .filter((product) => !category || product.category_id === Number(category))
    .filter((product) => !stock || stockLevel(product) === stock)
    .sort((a, b) => (sort.startsWith('-') ? compare(b, a) : compare(a, b)));
}

const forbidden = () =>
  jsonResponse(
    {
      error: { code: 'forbidden_role', message: 'Your role in this store does not allow this.' },
    },
    403,
  );

/**
 * The store's products as the API serves them, over `products` (changed in place by each
 * PATCH, staff refused beyond stock and availability as the server does), the categories of
 * the catalog, and `patches`: every PATCH body in the order sent.
 */
export function serveMerchantProducts(
  products: MerchantProduct[],
  options: { role?: MerchantRole; extra?: ExtraRoute } = {},
) {
  const patches: Array<{ productId: string; body: MerchantProductPatchBody }> = [];
  const server = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace('/api/v1/', '');
    const answered = options.extra?.(call, path);
    if (answered) return answered;
    if (path === `companies/${STORE_ID}/categories`) {
      return jsonResponse({ categories: STORE_CATEGORIES });
    }
    if (path === `${BASE}/products`) {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const found = listed([...products], url.searchParams);
      return jsonResponse({
        products: found.slice((page - 1) * perPage, page * perPage),
        pagination: {
          page,
          per_page: perPage,
          total_items: found.length,
          total_pages: Math.ceil(found.length / perPage),
        },
      });
    }
    const productId = new RegExp(`^${BASE}/products/([^/]+)$`).exec(path)?.[1];
    const index = products.findIndex((product) => product.query_id === productId);
    if (call.init.method === 'PATCH' && productId && index >= 0) {
      const body = JSON.parse(call.init.body as string) as MerchantProductPatchBody;
      patches.push({ productId, body });
      const staffMay: readonly string[] = STAFF_PRODUCT_FIELDS;
      if (options.role === 'staff' && Object.keys(body).some((key) => !staffMay.includes(key))) {
        return forbidden();
      }
      products[index] = {
        ...withChange(products[index]!, body),
        updated_at: new Date().toISOString(),
      };
      return jsonResponse({ product: products[index] });
    }
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return { ...server, patches };
}

/** The GETs of the product list made so far, by their parameters. */
export function listCalls(calls: readonly FetchCall[]) {
  return calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1/${BASE}/products`)
    .map((url) => Object.fromEntries(url.searchParams));
}
