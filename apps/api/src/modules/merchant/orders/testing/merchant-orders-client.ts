import type { MerchantOrder, MerchantOrdersResponse } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectWithToken } from '../../../../test/inject-with-token.js';

/** Calls the back office's order routes as the web does, with a member's bearer token. */
export function createMerchantOrdersClient(app: () => FastifyInstance) {
  const list = (token: string | undefined, storeId: string, query = '') =>
    injectWithToken(app(), 'GET', `merchant/stores/${storeId}/orders${query}`, token);

  /** Lists and expects 200. */
  async function listed(token: string, storeId: string, query = '') {
    const response = await list(token, storeId, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MerchantOrdersResponse>();
  }

  const detail = (token: string | undefined, storeId: string, orderId: string) =>
    injectWithToken(app(), 'GET', `merchant/stores/${storeId}/orders/${orderId}`, token);

  const move = (token: string | undefined, storeId: string, orderId: string, body: unknown) =>
    injectWithToken(
      app(),
      'POST',
      `merchant/stores/${storeId}/orders/${orderId}/status`,
      token,
      body,
    );

  /** Moves and expects 200: the moved order. */
  async function moved(
    token: string,
    storeId: string,
    orderId: string,
    body: Record<string, unknown>,
  ): Promise<MerchantOrder> {
    const response = await move(token, storeId, orderId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ order: MerchantOrder }>().order;
  }

  return { list, listed, detail, move, moved };
}

export type MerchantOrdersClient = ReturnType<typeof createMerchantOrdersClient>;
