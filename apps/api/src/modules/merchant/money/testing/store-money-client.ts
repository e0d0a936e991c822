import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { injectWithToken } from '../../../../test/inject-with-token.js';

/** Calls the store's money routes as the web does, with a member's bearer token. */
export function createStoreMoneyClient(app: () => FastifyInstance) {
  const get = (token: string | undefined, storeId: string, path: string, query = '') =>
    injectWithToken(app(), 'GET', `merchant/stores/${storeId}/${path}${query}`, token);

  /** GET and expect 200: the JSON answer. */
  async function read<T>(token: string, storeId: string, path: string, query = ''): Promise<T> {
    const response = await get(token, storeId, path, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  /** GET an export and expect a CSV: its text, byte order mark included. */
  async function file(token: string, storeId: string, path: string, query = ''): Promise<string> {
    const response = await get(token, storeId, path, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w.-]+\.csv"$/,
    );
    return response.body;
  }

  return { get, read, file };
}

export type StoreMoneyClient = ReturnType<typeof createStoreMoneyClient>;
