import { STORE_ACTIVITY_PAGE_SIZE, type StoreActivityEntry } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { sweepUnansweredOrders } from '../../orders/auto-cancel/unanswered-orders-sweep.js';
import {
  createProductCsvClient,
  csvFile,
  newRow,
} from '../products/csv/testing/product-csv-client.js';
import { createMerchantProductsClient } from '../products/testing/merchant-products-client.js';
import { atMinute, placeThreeOfTen } from '../orders/testing/pending-orders.js';
import {
  STORE_ID,
  useMerchantOrdersTestApp,
} from '../orders/testing/use-merchant-orders-test-app.js';
import { createStaffClient } from '../staff/testing/staff-client.js';

// What the back office does lands in the store's log in the same transaction: accepting,
// cancelling and moving orders, prices, stock and availability, CSV imports. A refused change
// logs nothing.

const app = useMerchantOrdersTestApp();
const appOf = () => app.checkout.testApp.app;
const staff = createStaffClient(appOf);
const products = createMerchantProductsClient(appOf);
const csv = createProductCsvClient(appOf);

const owner = () => app.team.owner.token;
const newest = async (query = '') => (await staff.logged(owner(), STORE_ID, query))[0];
const countOf = async (query = '') => {
  const response = await staff.activity(owner(), STORE_ID, query);
  return response.json<{ pagination: { total_items: number } }>().pagination.total_items;
};

describe('orders in the log', () => {
  it('logs an accept with its preparation time, by the member who accepted', async () => {
    const { orderId, invoice } = await placeThreeOfTen(app);
    await app.merchant.moved(app.team.staff.token, STORE_ID, orderId, {
      status: 'order_confirmed',
      prep_minutes: 25,
    });
    expect(await newest()).toMatchObject({
      action: 'order_accepted',
      subject: invoice.short_order_id,
      detail: { from: 'order_pending', to: 'order_confirmed', prep_minutes: 25 },
      actor: { full_name: 'Store staff' },
    });
  });

  it('logs a cancel with its reason, and later steps as status changes', async () => {
    const cancelled = await placeThreeOfTen(app);
    await app.merchant.moved(app.team.manager.token, STORE_ID, cancelled.orderId, {
      status: 'cancelled',
      reason: 'Out of rice',
    });
    expect(await newest()).toMatchObject({
      action: 'order_cancelled',
      detail: { from: 'order_pending', to: 'cancelled', reason: 'Out of rice' },
      actor: { full_name: 'Store manager' },
    });
    const moved = await placeThreeOfTen(app);
    await app.merchant.moved(owner(), STORE_ID, moved.orderId, { status: 'order_confirmed' });
    await app.merchant.moved(owner(), STORE_ID, moved.orderId, { status: 'order_dispatched' });
    expect(await newest()).toMatchObject({
      action: 'order_status_changed',
      detail: { from: 'order_confirmed', to: 'order_dispatched' },
    });
  });

  it('logs nothing for a refused step', async () => {
    const { orderId } = await placeThreeOfTen(app);
    const before = await countOf();
    const refused = await app.merchant.move(owner(), STORE_ID, orderId, {
      status: 'order_delivered',
      handover_code: '0000',
    });
    expect(refused.statusCode).toBe(400);
    expect(await countOf()).toBe(before);
  });

  it('logs the auto-cancel of an unanswered order with no actor', async () => {
    const { orderId } = await placeThreeOfTen(app);
    await sweepUnansweredOrders(app.db(), atMinute(11));
    const entries = await staff.logged(owner(), STORE_ID, '?action=order_cancelled');
    const swept = entries.find((entry) => entry.detail.reason === 'Store did not respond');
    expect(swept).toMatchObject({ actor: null, detail: { to: 'cancelled' } });
    expect(orderId).toBeTruthy();
  });
});

describe('products in the log', () => {
  it('logs a price change in rupees and a stock change, one entry per field changed', async () => {
    const { stocked } = await placeThreeOfTen(app);
    const product = await products.patched(owner(), STORE_ID, stocked.queryId, {
      cost: 550,
      promotion_amount: 50,
    });
    const prices = await staff.logged(owner(), STORE_ID, '?action=price_changed');
    expect(prices.slice(0, 2).map((entry) => [entry.subject, entry.detail])).toEqual(
      expect.arrayContaining([
        [product.name, { field: 'cost', from: 500, to: 550 }],
        [product.name, { field: 'promotion_amount', from: null, to: 50 }],
      ]),
    );
    await products.patched(app.team.staff.token, STORE_ID, stocked.queryId, {
      quantity: 12,
      is_active: false,
    });
    const stock = await staff.logged(owner(), STORE_ID, '?action=stock_changed');
    expect(stock.slice(0, 2).map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        { field: 'quantity', from: 7, to: 12 },
        { field: 'is_active', from: true, to: false },
      ]),
    );
    expect(stock[0]?.actor).toMatchObject({ full_name: 'Store staff' });
  });

  it('logs nothing for an unchanged value or a refused edit', async () => {
    const { stocked } = await placeThreeOfTen(app);
    const before = await countOf();
    await products.patched(owner(), STORE_ID, stocked.queryId, { cost: 500, quantity: 7 });
    const refused = await products.patch(owner(), STORE_ID, stocked.queryId, {
      cost: 10,
      promotion_amount: 20,
    });
    expect(refused.statusCode).toBe(400);
    expect(await countOf()).toBe(before);
  });

  it('logs one entry for an applied CSV import, none for a dry run', async () => {
    const file = csvFile([newRow({ name: 'Logged Sharbat' }), newRow({ name: 'Logged Lassi' })]);
    const before = await countOf('?action=products_imported');
    const dry = await csv.importCsv(owner(), STORE_ID, file, { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(await countOf('?action=products_imported')).toBe(before);
    const applied = await csv.importCsv(owner(), STORE_ID, file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await newest('?action=products_imported')).toMatchObject({
      detail: { created: 2, updated: 0 },
      actor: { full_name: 'Store owner' },
    });
  });
});

describe('reading the log', () => {
  it(`pages ${STORE_ACTIVITY_PAGE_SIZE} at a time, newest first, and filters by action`, async () => {
    const { stocked } = await placeThreeOfTen(app);
    for (let quantity = 1; quantity <= STORE_ACTIVITY_PAGE_SIZE + 2; quantity++) {
      await products.patched(owner(), STORE_ID, stocked.queryId, { quantity });
    }
    const total = await countOf();
    const first = await staff.logged(owner(), STORE_ID);
    expect(first).toHaveLength(STORE_ACTIVITY_PAGE_SIZE);
    expect(first[0]?.detail).toEqual({
      field: 'quantity',
      from: STORE_ACTIVITY_PAGE_SIZE + 1,
      to: STORE_ACTIVITY_PAGE_SIZE + 2,
    });
    const ids = first.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await staff.logged(owner(), STORE_ID, '?page=2');
    expect(second).toHaveLength(
      Math.min(total - STORE_ACTIVITY_PAGE_SIZE, STORE_ACTIVITY_PAGE_SIZE),
    );
    expect(second.map((entry) => entry.id)).not.toContain(first.at(-1)?.id);
    const only = await staff.logged(owner(), STORE_ID, '?action=order_accepted');
    expect(only.every((entry: StoreActivityEntry) => entry.action === 'order_accepted')).toBe(true);
    expect((await staff.activity(owner(), STORE_ID, '?action=nonsense')).statusCode).toBe(400);
    expect((await staff.activity(owner(), STORE_ID, '?page=0')).statusCode).toBe(400);
  });

  it('is the owner’s alone: 403 for a manager, 404 for another store’s owner', async () => {
    expect((await staff.activity(app.team.manager.token, STORE_ID)).statusCode).toBe(403);
    expect((await staff.activity(app.team.otherStoreOwner.token, STORE_ID)).statusCode).toBe(404);
  });
});
