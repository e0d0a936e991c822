import type { Invoice } from '@sauda/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { CHANNELS } from './checkout-fixture.js';

export interface LineRequest {
  product_query_id: string;
  quantity: number;
  [key: string]: unknown;
}

/** Calls the checkout routes as the web does, with the session's bearer token. */
/** A place_order body that passes every check at the fixture's Clifton address. */
export function placeBody(addressId: number, invoice: Record<string, unknown> = {}, extra = {}) {
  return {
    invoice: {
      voucher_id: null,
      checkout_type: 'delivery',
      invoice_note: 'Ring the bell twice',
      invoice_tip: 0,
      address_id: addressId,
      recipient_name: 'Ayesha Khan',
      recipient_phone_number: '+92 300 1234567',
      delivery_time: 'asap',
      ...invoice,
    },
    channel_query_id: CHANNELS.cash,
    ...extra,
  };
}

export function createCheckoutClient(app: () => FastifyInstance) {
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string | undefined,
    body?: unknown,
  ) => injectWithToken(app(), method, url, token, body);

  const create = (
    token: string | undefined,
    lines: LineRequest[],
    storeQueryId: string = STORES.biryani.queryId,
    extra: Record<string, unknown> = {},
  ) =>
    send('POST', 'invoices', token, {
      invoice: { organization_query_id: storeQueryId, invoice_items_attributes: lines, ...extra },
    });

  /** Creates and expects 201: the open invoice. */
  async function created(
    token: string,
    lines: LineRequest[],
    storeQueryId: string = STORES.biryani.queryId,
  ): Promise<Invoice> {
    const response = await create(token, lines, storeQueryId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ invoice: Invoice }>().invoice;
  }

  const checkout = (token: string | undefined, invoiceId: string) =>
    send('GET', `invoices/${invoiceId}/checkout`, token);

  const validateVoucher = (token: string | undefined, invoiceId: string, code: unknown) =>
    send('PUT', `invoices/${invoiceId}/validate_voucher`, token, {
      invoice: { voucher_code: code },
    });

  const place = (token: string | undefined, invoiceId: string, body: unknown) =>
    send('PUT', `invoices/${invoiceId}/place_order`, token, body);

  async function placed(token: string, invoiceId: string, body: unknown): Promise<Invoice> {
    const response = await place(token, invoiceId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ invoice: Invoice }>().invoice;
  }

  const vouchers = (token: string | undefined, userQueryId: string, storeQueryId?: string) =>
    send(
      'GET',
      `users/${userQueryId}/vouchers${storeQueryId ? `?merchant_query_id=${storeQueryId}` : ''}`,
      token,
    );

  return { send, create, created, checkout, validateVoucher, placeBody, place, placed, vouchers };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;

/** The error envelope of an answer. */
export function errorOf(response: LightMyRequestResponse) {
  return response.json<{
    error: Record<string, unknown> & {
      code: string;
      message: string;
      fields?: Record<string, string>;
    };
  }>().error;
}
