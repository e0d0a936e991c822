import type { MerchantVoucher, MerchantVouchersList } from '@sauda/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** Calls the back office's voucher routes as the web does, with a member's bearer token. */
export function createMerchantVouchersClient(app: () => FastifyInstance) {
  const base = (storeId: string) => `/api/v1/merchant/stores/${storeId}/vouchers`;

  const list = (token: string | undefined, storeId: string) =>
    app().inject({ method: 'GET', url: base(storeId), headers: auth(token) });

  const create = (token: string | undefined, storeId: string, body: Record<string, unknown>) =>
    app().inject({ method: 'POST', url: base(storeId), headers: auth(token), payload: body });

  const patch = (
    token: string | undefined,
    storeId: string,
    voucherId: number | string,
    body: Record<string, unknown>,
  ) =>
    app().inject({
      method: 'PATCH',
      url: `${base(storeId)}/${voucherId}`,
      headers: auth(token),
      payload: body,
    });

  /** GET and expect 200: the store's vouchers. */
  async function listed(token: string, storeId: string): Promise<MerchantVoucher[]> {
    const response = await list(token, storeId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MerchantVouchersList>().vouchers;
  }

  /** POST and expect 201: the new voucher. */
  async function created(
    token: string,
    storeId: string,
    body: Record<string, unknown>,
  ): Promise<MerchantVoucher> {
    const response = await create(token, storeId, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ voucher: MerchantVoucher }>().voucher;
  }

  /** PATCH and expect 200: the voucher as it is now. */
  async function patched(
    token: string,
    storeId: string,
    voucherId: number,
    body: Record<string, unknown>,
  ): Promise<MerchantVoucher> {
    const response = await patch(token, storeId, voucherId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ voucher: MerchantVoucher }>().voucher;
  }

  return { list, create, patch, listed, created, patched };
}

export type MerchantVouchersClient = ReturnType<typeof createMerchantVouchersClient>;
