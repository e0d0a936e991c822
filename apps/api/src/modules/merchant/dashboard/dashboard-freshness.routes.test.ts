import type { Dashboard } from '@sauda/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { CHECKOUT_NOW } from '../../invoices/testing/checkout-fixture.js';
import { useOrdersTestApp } from '../../orders/testing/use-orders-test-app.js';
import { RANGE_FIGURES_TTL_MS } from './range-figures.js';
import { insertStoreMember } from './testing/store-members.js';

const { checkout, placePendingOrder } = useOrdersTestApp();
const MINUTE = 60_000;

let ownerToken = '';

async function dashboard(range: string): Promise<Dashboard> {
  const url = `merchant/stores/${STORES.biryani.queryId}/dashboard?range=${range}`;
  const response = await injectWithToken(checkout.testApp.app, 'GET', url, ownerToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ dashboard: Dashboard }>().dashboard;
}

/** A pending order of one lassi, placed `minutesAgo` before CHECKOUT_NOW. */
async function placeLassi(minutesAgo: number) {
  vi.setSystemTime(CHECKOUT_NOW.getTime() - minutesAgo * MINUTE);
  await placePendingOrder(() => [
    { product_query_id: checkout.fixture.productQueryIds.lassi ?? '', quantity: 1 },
  ]);
  vi.setSystemTime(CHECKOUT_NOW);
}

beforeAll(async () => {
  const db = checkout.testApp.database.db;
  ownerToken = (await insertStoreMember(db, checkout.fixture.companyIds.biryani, 'owner')).token;
});

describe('GET /api/v1/merchant/stores/{storeId}/dashboard: how fresh the figures are', () => {
  it('sums today at every request, and 7 or 30 days again after a minute', async () => {
    await placeLassi(8);
    expect((await dashboard('7d')).orders_count).toBe(1);
    expect((await dashboard('30d')).orders_count).toBe(1);

    await placeLassi(2);
    const today = await dashboard('today');
    expect(today.orders_count).toBe(2);
    expect(today.sales).toBe(300);
    const week = await dashboard('7d');
    expect(week.orders_count).toBe(1);
    // What waits for the store is read at every request, whatever the range.
    expect(week.pending_count).toBe(2);

    vi.setSystemTime(CHECKOUT_NOW.getTime() + RANGE_FIGURES_TTL_MS + 1);
    expect((await dashboard('7d')).orders_count).toBe(2);
    expect((await dashboard('30d')).orders_count).toBe(2);
  });
});
