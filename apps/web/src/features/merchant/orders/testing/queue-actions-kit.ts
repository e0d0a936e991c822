import { screen } from '@testing-library/react';
import type { MerchantOrder } from '@sauda/domain';
import { afterEach, beforeEach, vi } from 'vitest';
import { jsonResponse } from '../../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../../auth/testing/reset-auth';
import { renderOrdersMgmt } from './render-orders-mgmt';
import { serveMerchantOrders, STORE_ID, type ExtraRoute } from './serve-merchant-orders';

/** Each test of the file starts signed out of everything at 18:07, two minutes after placing. */
export function startEachActionTest(): void {
  beforeEach(() => {
    resetAuthForTest();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T13:07:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetAuthForTest();
  });
}

/** The queue at `path` over `orders`, loaded. */
export async function openQueue(
  orders: MerchantOrder[],
  path = '/orders-mgmt',
  extra?: ExtraRoute,
) {
  const server = serveMerchantOrders(orders, { extra });
  const view = await renderOrdersMgmt(path);
  await screen.findByRole('list', { name: 'Orders' });
  return { ...view, server };
}

export const refusal = (code: string, message: string, status = 400) =>
  jsonResponse({ error: { code, message } }, status);

/** The status step of order ord_1, as the fake server's routes name paths. */
export const STATUS_PATH = `merchant/stores/${STORE_ID}/orders/ord_1/status`;
