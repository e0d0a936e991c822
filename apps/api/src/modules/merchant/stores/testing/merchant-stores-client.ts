import type { MerchantStore, MerchantStoreSummary } from '@sauda/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** Calls the back office's store routes as the web does, with the session's bearer token. */
export function createMerchantStoresClient(app: () => FastifyInstance) {
  const list = (token: string | undefined) =>
    app().inject({ method: 'GET', url: '/api/v1/merchant/stores', headers: auth(token) });

  const get = (token: string | undefined, storeId: string) =>
    app().inject({
      method: 'GET',
      url: `/api/v1/merchant/stores/${storeId}`,
      headers: auth(token),
    });

  const patch = (token: string | undefined, storeId: string, body: Record<string, unknown>) =>
    app().inject({
      method: 'PATCH',
      url: `/api/v1/merchant/stores/${storeId}`,
      headers: auth(token),
      payload: body,
    });

  /** PATCH and expect 200: the store as it is now. */
  async function patched(
    token: string,
    storeId: string,
    body: Record<string, unknown>,
  ): Promise<MerchantStore> {
    const response = await patch(token, storeId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ store: MerchantStore }>().store;
  }

  /** Multipart, as the browser sends a file input, with a field beside the file. */
  function upload(
    token: string | undefined,
    storeId: string,
    kind: 'logo' | 'banner',
    bytes: Uint8Array,
    { field = 'image', type = 'image/png', name = 'logo.png' } = {},
  ): Promise<LightMyRequestResponse> {
    const form = new FormData();
    form.append('note', 'store picture');
    form.append(field, new Blob([bytes], { type }), name);
    return app().inject({
      method: 'POST',
      url: `/api/v1/merchant/stores/${storeId}/${kind}`,
      headers: auth(token),
      payload: form,
    });
  }

  async function stores(token: string): Promise<MerchantStoreSummary[]> {
    const response = await list(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ stores: MerchantStoreSummary[] }>().stores;
  }

  return { list, get, patch, patched, upload, stores };
}

export type MerchantStoresClient = ReturnType<typeof createMerchantStoresClient>;
