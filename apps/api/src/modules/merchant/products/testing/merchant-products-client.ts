import type {
  MerchantProduct,
  MerchantProductsList,
  Product,
  ProductsResponse,
} from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** Calls the back office's product routes as the web does, with a member's bearer token. */
export function createMerchantProductsClient(app: () => FastifyInstance) {
  const base = (storeId: string) => `/api/v1/merchant/stores/${storeId}/products`;

  const list = (token: string | undefined, storeId: string, query = '') =>
    app().inject({ method: 'GET', url: `${base(storeId)}${query}`, headers: auth(token) });

  const detail = (token: string | undefined, storeId: string, productId: string) =>
    app().inject({ method: 'GET', url: `${base(storeId)}/${productId}`, headers: auth(token) });

  const create = (token: string | undefined, storeId: string, body: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: base(storeId), headers: auth(token), payload: body });

  const patch = (
    token: string | undefined,
    storeId: string,
    productId: string,
    body: Record<string, unknown>,
  ) =>
    app().inject({
      method: 'PATCH',
      url: `${base(storeId)}/${productId}`,
      headers: auth(token),
      payload: body,
    });

  /** Lists and expects 200. */
  async function listed(token: string, storeId: string, query = ''): Promise<MerchantProductsList> {
    const response = await list(token, storeId, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MerchantProductsList>();
  }

  /** The names of one listed page, in order. */
  async function names(token: string, storeId: string, query = ''): Promise<string[]> {
    return (await listed(token, storeId, query)).products.map((product) => product.name);
  }

  /** GET one and expect 200. */
  async function product(token: string, storeId: string, productId: string) {
    const response = await detail(token, storeId, productId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ product: MerchantProduct }>().product;
  }

  /** POST and expect 201: the new product. */
  async function created(token: string, storeId: string, body: Record<string, unknown>) {
    const response = await create(token, storeId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ product: MerchantProduct }>().product;
  }

  /** PATCH and expect 200: the product as it is now. */
  async function patched(
    token: string,
    storeId: string,
    productId: string,
    body: Record<string, unknown>,
  ): Promise<MerchantProduct> {
    const response = await patch(token, storeId, productId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ product: MerchantProduct }>().product;
  }

  /** The store's products as a shopper's catalog lists them now (the first 100). */
  async function shopperSees(storeId: string): Promise<Product[]> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/v1/products?organization_query_id=${storeId}&per_page=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductsResponse>().products;
  }

  return { list, detail, create, patch, listed, names, product, created, patched, shopperSees };
}

export type MerchantProductsClient = ReturnType<typeof createMerchantProductsClient>;
