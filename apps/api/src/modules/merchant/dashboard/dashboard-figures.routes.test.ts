import type { Dashboard } from '@sauda/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWithToken } from '../../../test/inject-with-token.js';
import { STORES, insertOrder } from '../../catalog/testing/catalog-fixture.js';
import { insertShopper, type Shopper } from '../../invoices/testing/checkout-fixture.js';
import { useOrdersTestApp } from '../../orders/testing/use-orders-test-app.js';
import { placeDashboardOrders } from './testing/dashboard-orders-fixture.js';
import { insertStoreMember } from './testing/store-members.js';
import { insertProduct } from './testing/store-products.js';

const { checkout, orders, db } = useOrdersTestApp();
const product = (key: string) => checkout.fixture.productQueryIds[key] ?? `missing-${key}`;

let owner: Shopper;
let added = { karahi: '', handi: '', soldOut: '', fiveLeft: '' };

async function dashboard(range: string): Promise<Dashboard> {
  const url = `merchant/stores/${STORES.biryani.queryId}/dashboard?range=${range}`;
  const response = await injectWithToken(checkout.testApp.app, 'GET', url, owner.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ dashboard: Dashboard }>().dashboard;
}

/** The series' points that have orders, as [label, orders, sales]. */
const busyPoints = (body: Dashboard) =>
  body.series.filter((point) => point.orders > 0).map((p) => [p.label, p.orders, p.sales]);

const top = (body: Dashboard) =>
  body.top_products.map((p) => [p.product_query_id, p.name, p.quantity, p.sales]);

beforeAll(async () => {
  const { fixture } = checkout;
  owner = await insertStoreMember(db(), fixture.companyIds.biryani, 'owner');
  const shopper = await insertShopper(db());
  const placed = await placeDashboardOrders({
    db: db(),
    fixture,
    client: checkout.client,
    orders,
    shopper,
  });
  const biryani = { companyId: fixture.companyIds.biryani, categoryId: fixture.categoryIds.rice };
  added = {
    ...placed,
    soldOut: await insertProduct(db(), { ...biryani, name: 'Seekh Kabab Platter', quantity: 0 }),
    fiveLeft: await insertProduct(db(), { ...biryani, name: 'Raita Bowl', quantity: 5 }),
  };
  await insertProduct(db(), { ...biryani, name: 'Gulab Jamun', quantity: 6 });
  await insertProduct(db(), { ...biryani, name: 'Kheer Cup', quantity: 1, isActive: false });
  // Another store's pending order is not this store's.
  await insertOrder(db(), shopper.userId, fixture.companyIds.tikka, [
    { productId: fixture.productIds.eggs ?? 0, productQueryId: product('eggs'), name: 'Eggs' },
  ]);
}, 90_000);

describe('GET /api/v1/merchant/stores/{storeId}/dashboard: the figures', () => {
  it('counts today since Karachi midnight, hour by hour, without the cancelled order', async () => {
    const body = await dashboard('today');
    expect(body).toMatchObject({
      range: 'today',
      from: '2026-11-17T19:00:00.000Z',
      to: '2026-11-18T19:00:00.000Z',
      orders_count: 4,
      // 2 × 399.50 + (3 × 150 + 350) + (120 + 150) + 150
      sales: 2019,
      average_basket: 504.75,
      by_status: {
        order_pending: 1,
        order_confirmed: 1,
        order_dispatched: 1,
        order_delivered: 1,
        cancelled: 1,
      },
    });
    expect(body.series).toHaveLength(24);
    expect(body.series[0]).toEqual({
      label: '00:00',
      at: '2026-11-17T19:00:00.000Z',
      orders: 1,
      sales: 799,
    });
    expect(body.series.at(-1)?.label).toBe('23:00');
    // 23:30 yesterday is not today; 00:30 is.
    expect(busyPoints(body)).toEqual([
      ['00:00', 1, 799],
      ['10:00', 1, 800],
      ['11:00', 2, 420],
    ]);
  });

  it('ranks today’s best sellers by units, then by sales', async () => {
    expect(top(await dashboard('today'))).toEqual([
      [product('lassi'), 'Sweet Lassi', 5, 750],
      [product('chickenBiryani'), 'Chicken Biryani Single', 2, 799],
      [product('eggFriedRice'), 'Egg Fried Rice', 1, 350],
      [product('doodhPatti'), 'Doodh Patti Chai', 1, 120],
    ]);
  });

  it('covers the last 7 Karachi days with yesterday’s late order, day by day', async () => {
    const body = await dashboard('7d');
    expect(body).toMatchObject({
      from: '2026-11-11T19:00:00.000Z',
      to: '2026-11-18T19:00:00.000Z',
      orders_count: 6,
      sales: 3269,
      // 3,269 / 6 = 544.833…
      average_basket: 544.83,
      by_status: { order_pending: 1, order_delivered: 3, cancelled: 1 },
    });
    expect(body.series.map((point) => point.label)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ]);
    expect(busyPoints(body)).toEqual([
      ['2026-11-15', 1, 1100],
      ['2026-11-17', 1, 150],
      ['2026-11-18', 4, 2019],
    ]);
    // Five at most: Doodh Patti Chai (1 unit, Rs 120) is sixth.
    expect(top(body)).toEqual([
      [product('lassi'), 'Sweet Lassi', 6, 900],
      [product('chickenBiryani'), 'Chicken Biryani Single', 2, 799],
      [added.karahi, 'Mutton Karahi Full', 1, 600],
      [added.handi, 'Chicken Handi', 1, 500],
      [product('eggFriedRice'), 'Egg Fried Rice', 1, 350],
    ]);
  });

  it('covers the last 30 Karachi days, not the order of 40 days ago', async () => {
    const body = await dashboard('30d');
    expect(body).toMatchObject({
      from: '2026-10-19T19:00:00.000Z',
      orders_count: 7,
      sales: 3869,
      average_basket: 552.71,
      by_status: { order_pending: 1, order_delivered: 4, cancelled: 1 },
    });
    expect(body.series).toHaveLength(30);
    expect(body.series[0]?.label).toBe('2026-10-20');
    expect(busyPoints(body)[0]).toEqual(['2026-11-08', 1, 600]);
    // Six units each: the Rs 900 of lassi rank it above the Rs 600 of chai.
    expect(top(body).slice(0, 2)).toEqual([
      [product('lassi'), 'Sweet Lassi', 6, 900],
      [product('doodhPatti'), 'Doodh Patti Chai', 6, 720],
    ]);
  });

  it('counts every order waiting now, placed in the range or long before', async () => {
    for (const range of ['today', '7d', '30d']) {
      expect((await dashboard(range)).pending_count, range).toBe(2);
    }
  });

  it('lists active limited products at 5 units or fewer, sold out first', async () => {
    expect((await dashboard('today')).low_stock).toEqual([
      { query_id: added.soldOut, name: 'Seekh Kabab Platter', quantity: 0 },
      // 2 − the one sold on 9 October.
      { query_id: product('percentDeal'), name: 'Deal 50% Off Lassi_Jug', quantity: 1 },
      // The cancelled order gave its unit back.
      { query_id: product('chickenPulao'), name: 'Chicken Pulao', quantity: 3 },
      { query_id: added.fiveLeft, name: 'Raita Bowl', quantity: 5 },
    ]);
  });
});

describe('GET /api/v1/merchant/stores/{storeId}/dashboard: a store without orders', () => {
  it('answers zeros, empty lists and a full series of zeros', async () => {
    const karahiOwner = await insertStoreMember(db(), checkout.fixture.companyIds.karahi, 'owner');
    const url = `merchant/stores/${STORES.karahi.queryId}/dashboard?range=30d`;
    const response = await injectWithToken(checkout.testApp.app, 'GET', url, karahiOwner.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ dashboard: Dashboard }>().dashboard;
    expect(body).toMatchObject({
      orders_count: 0,
      sales: 0,
      average_basket: 0,
      by_status: {
        order_pending: 0,
        order_confirmed: 0,
        order_dispatched: 0,
        order_delivered: 0,
        cancelled: 0,
      },
      top_products: [],
      pending_count: 0,
      low_stock: [],
    });
    expect(body.series).toHaveLength(30);
    expect(body.series.every((point) => point.orders === 0 && point.sales === 0)).toBe(true);
  });

  it('keeps the low-stock list to the 10 lowest', async () => {
    const { companyIds, categoryIds } = checkout.fixture;
    const store = { companyId: companyIds.karahi, categoryId: categoryIds.rice };
    for (let index = 0; index < 12; index += 1) {
      await insertProduct(db(), {
        ...store,
        name: `Karahi item ${index}`,
        quantity: 5 - (index % 6),
      });
    }
    const manager = await insertStoreMember(db(), companyIds.karahi, 'manager');
    const url = `merchant/stores/${STORES.karahi.queryId}/dashboard`;
    const response = await injectWithToken(checkout.testApp.app, 'GET', url, manager.token);
    const lowStock = response.json<{ dashboard: Dashboard }>().dashboard.low_stock;
    expect(lowStock.map((p) => p.quantity)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(lowStock.slice(0, 2).map((p) => p.name)).toEqual(['Karahi item 11', 'Karahi item 5']);
  });
});
