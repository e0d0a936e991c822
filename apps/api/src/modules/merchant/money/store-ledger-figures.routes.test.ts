import type { CashCloseAnswer, PnlAnswer, TransactionsAnswer } from '@sauda/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { createOrdersClient } from '../../orders/testing/orders-client.js';
import { useMerchantStoresTestApp } from '../stores/testing/use-merchant-stores-test-app.js';
import { createMerchantVouchersClient } from '../vouchers/testing/merchant-vouchers-client.js';
import { placeLedgerOrders } from './testing/ledger-orders-fixture.js';
import { createStoreMoneyClient } from './testing/store-money-client.js';

// Every figure below is worked out by hand from the orders of ledger-orders-fixture.ts, at a
// 10 % commission unless said, a Rs 150 delivery fee under Rs 750 and no service fee. "Now" is
// CHECKOUT_NOW: 18 Nov 2026, 12:00 in Karachi, so the default range is 20 Oct – 18 Nov.

const setup = useMerchantStoresTestApp();
const money = createStoreMoneyClient(() => setup.checkout.testApp.app);
const STORE = STORES.biryani.queryId;
const owner = () => setup.team.owner.token;
let ids = { a: '', b: '', c: '', d: '', e: '', f: '' };

beforeAll(async () => {
  ids = await placeLedgerOrders({
    db: setup.db(),
    fixture: setup.checkout.fixture,
    client: setup.checkout.client,
    orders: createOrdersClient(() => setup.checkout.testApp.app),
    vouchers: createMerchantVouchersClient(() => setup.checkout.testApp.app),
    ownerToken: setup.team.owner.token,
    storeId: STORE,
  });
}, 120_000);

const ZERO_MONEY = {
  order_value: 0,
  items_discount: 0,
  voucher_store: 0,
  voucher_platform: 0,
  delivery_fee: 0,
  service_fee: 0,
  tip: 0,
  commission: 0,
  cash_collected: 0,
  net_due_to_store: 0,
};

describe('GET /api/v1/merchant/stores/{storeId}/transactions', () => {
  it('lists the delivered and cancelled orders of the last 30 days by settling time, worked out by hand', async () => {
    const body = await money.read<TransactionsAnswer>(owner(), STORE, 'transactions');
    expect(body.from).toBe('2026-10-20');
    expect(body.to).toBe('2026-11-18');
    expect(body.pagination).toEqual({ page: 1, per_page: 50, total_items: 5, total_pages: 1 });
    const lines = body.transactions;
    expect(lines.map((line) => line.order_query_id)).toEqual([ids.b, ids.c, ids.a, ids.d, ids.e]);
    expect(lines.map((line) => [line.date, line.status, line.collected_by])).toEqual([
      ['2026-11-16', 'order_delivered', 'rider'],
      ['2026-11-17', 'cancelled', 'rider'],
      ['2026-11-17', 'order_delivered', 'rider'],
      // Placed on the 17th at 23:30, delivered after midnight: the 18th's.
      ['2026-11-18', 'order_delivered', 'rider'],
      ['2026-11-18', 'order_delivered', 'rider'],
    ]);
    expect(lines[0]?.settled_at).toBe('2026-11-16T09:00:00.000Z');
    // B: Rs 500 + Rs 150 delivery; the store's 10 % voucher: 50. Commission 10 % × 500 = 50.
    // Cash 650 − 50 = 600. Net 500 − 50 − 50 = 400.
    expect(lines[0]).toMatchObject({
      ...ZERO_MONEY,
      order_value: 500,
      voucher_store: 50,
      delivery_fee: 150,
      commission: 50,
      cash_collected: 600,
      net_due_to_store: 400,
    });
    // C: cancelled, no cash changed hands.
    expect(lines[1]).toMatchObject(ZERO_MONEY);
    // A: 2 × 450 = 900 at regular price, 2 × 399.50 = 799 after the promotion (discount 101);
    // free delivery (799 ≥ 750). FREE15FIRST, the platform's: 15 % × 799 = 119.85. Tip 50.
    // Commission 10 % × 799 = 79.90. Cash 799 + 50 − 119.85 = 729.15. Net 799 − 79.90 = 719.10.
    expect(lines[2]).toMatchObject({
      ...ZERO_MONEY,
      order_value: 900,
      items_discount: 101,
      voucher_platform: 119.85,
      tip: 50,
      commission: 79.9,
      cash_collected: 729.15,
      net_due_to_store: 719.1,
    });
    // D: Rs 300 + 150 delivery + 20 tip = 470 cash. Commission 30. Net 300 − 30 = 270.
    expect(lines[3]).toMatchObject({
      ...ZERO_MONEY,
      order_value: 300,
      delivery_fee: 150,
      tip: 20,
      commission: 30,
      cash_collected: 470,
      net_due_to_store: 270,
    });
    // E: 2 × 500 = 1000, free delivery, placed at 12.5 %: commission 125 (the later 20 % does
    // not count). Cash 1000. Net 875.
    expect(lines[4]).toMatchObject({
      ...ZERO_MONEY,
      order_value: 1000,
      commission: 125,
      cash_collected: 1000,
      net_due_to_store: 875,
    });
  });

  it('totals the whole range', async () => {
    const body = await money.read<TransactionsAnswer>(owner(), STORE, 'transactions');
    // Cash − net = 2799.15 − 2264.10 = 535.05 = commission 284.90 + delivery 300 + tips 70
    // − the platform's voucher 119.85: every rupee the riders collect is accounted for.
    expect(body.totals).toEqual({
      order_value: 2700,
      items_discount: 101,
      voucher_store: 50,
      voucher_platform: 119.85,
      delivery_fee: 300,
      service_fee: 0,
      tip: 70,
      commission: 284.9,
      cash_collected: 2799.15,
      net_due_to_store: 2264.1,
      orders_delivered: 4,
      orders_cancelled: 1,
    });
  });

  it('keeps to the dates asked, both included', async () => {
    const body = await money.read<TransactionsAnswer>(
      owner(),
      STORE,
      'transactions',
      '?from=2026-11-17&to=2026-11-17',
    );
    expect(body.transactions.map((line) => line.order_query_id)).toEqual([ids.c, ids.a]);
    expect(body.totals).toMatchObject({ cash_collected: 729.15, orders_cancelled: 1 });
    const later = await money.read<TransactionsAnswer>(owner(), STORE, 'transactions', '?page=2');
    expect(later.transactions).toEqual([]);
    expect(later.pagination.total_items).toBe(5);
  });

  it('exports the same lines as CSV: BOM, header, CRLF, rupees with 2 decimals', async () => {
    const body = await money.read<TransactionsAnswer>(owner(), STORE, 'transactions');
    const file = await money.file(owner(), STORE, 'transactions/export');
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = file.slice(1).split('\r\n').slice(0, -1);
    const columns = header?.split(',') ?? [];
    expect(columns).toEqual(Object.keys(body.transactions[0] ?? {}));
    expect(rows).toHaveLength(5);
    expect(rows[2]).toBe(
      `${ids.a},${body.transactions[2]?.short_order_id},order_delivered,2026-11-17,` +
        '2026-11-17T09:00:00.000Z,900.00,101.00,0.00,119.85,0.00,0.00,50.00,79.90,729.15,rider,719.10',
    );
    const cells = rows.map((row) => row.split(','));
    const json = body.transactions.map((line) =>
      columns.map((column) => {
        const value = line[column as keyof typeof line];
        return typeof value === 'number' ? value.toFixed(2) : String(value);
      }),
    );
    expect(cells).toEqual(json);
  });
});

describe('GET /api/v1/merchant/stores/{storeId}/transactions/close', () => {
  it('closes today: what the riders collected against what the store is owed', async () => {
    // D and E: cash 470 + 1000; net 270 + 875; commission 30 + 125; the tip of D.
    const body = await money.read<CashCloseAnswer>(owner(), STORE, 'transactions/close');
    expect(body.close).toEqual({
      date: '2026-11-18',
      orders_delivered: 2,
      cash_collected: 1470,
      net_due_to_store: 1145,
      commission: 155,
      tips: 20,
    });
  });

  it('closes an earlier day, its cancelled order left out', async () => {
    const body = await money.read<CashCloseAnswer>(
      owner(),
      STORE,
      'transactions/close',
      '?date=2026-11-17',
    );
    expect(body.close).toEqual({
      date: '2026-11-17',
      orders_delivered: 1,
      cash_collected: 729.15,
      net_due_to_store: 719.1,
      commission: 79.9,
      tips: 50,
    });
  });
});

describe('GET /api/v1/merchant/stores/{storeId}/pnl', () => {
  const totals = {
    orders: 4,
    revenue: 2700,
    discounts: 101,
    voucher_store: 50,
    commission: 284.9,
    delivery_fees: 300,
    net: 2264.1,
  };

  it('answers every Karachi day of the range, empty days as zeros', async () => {
    const query = '?from=2026-11-16&to=2026-11-18&group=day';
    const body = await money.read<PnlAnswer>(owner(), STORE, 'pnl', query);
    expect(body.pnl).toEqual({
      group: 'day',
      from: '2026-11-16',
      to: '2026-11-18',
      rows: [
        // B.
        {
          period: '2026-11-16',
          orders: 1,
          revenue: 500,
          discounts: 0,
          voucher_store: 50,
          commission: 50,
          delivery_fees: 150,
          net: 400,
        },
        // A (C was cancelled).
        {
          period: '2026-11-17',
          orders: 1,
          revenue: 900,
          discounts: 101,
          voucher_store: 0,
          commission: 79.9,
          delivery_fees: 0,
          net: 719.1,
        },
        // D and E: 300 + 1000; commission 30 + 125; net 270 + 875.
        {
          period: '2026-11-18',
          orders: 2,
          revenue: 1300,
          discounts: 0,
          voucher_store: 0,
          commission: 155,
          delivery_fees: 150,
          net: 1145,
        },
      ],
      totals,
    });
  });

  it('groups by Karachi month', async () => {
    const query = '?from=2026-10-25&to=2026-11-18&group=month';
    const body = await money.read<PnlAnswer>(owner(), STORE, 'pnl', query);
    expect(body.pnl.rows).toEqual([
      {
        period: '2026-10',
        ...totals,
        orders: 0,
        revenue: 0,
        discounts: 0,
        voucher_store: 0,
        commission: 0,
        delivery_fees: 0,
        net: 0,
      },
      { period: '2026-11', ...totals },
    ]);
    expect(body.pnl.totals).toEqual(totals);
  });

  it('exports the rows the page shows as CSV', async () => {
    const query = '?from=2026-11-16&to=2026-11-18';
    const file = await money.file(owner(), STORE, 'pnl/export', query);
    expect(file).toBe(
      '\uFEFFperiod,orders,revenue,discounts,voucher_store,commission,delivery_fees,net\r\n' +
        '2026-11-16,1,500.00,0.00,50.00,50.00,150.00,400.00\r\n' +
        '2026-11-17,1,900.00,101.00,0.00,79.90,0.00,719.10\r\n' +
        '2026-11-18,2,1300.00,0.00,0.00,155.00,150.00,1145.00\r\n',
    );
  });
});
