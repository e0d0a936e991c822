import { describe, expect, it } from 'vitest';
import { ledgerLine, type LedgerOrder } from './store-ledger.js';
import {
  cashClose,
  defaultLedgerRange,
  karachiRangeDays,
  karachiRangeInstants,
  pnlPeriods,
  pnlRows,
} from './store-ledger-periods.js';
import {
  ledgerRangeProblem,
  pnlQuerySchema,
  transactionsQuerySchema,
} from './store-money.schemas.js';
import { STORE_MONEY_MESSAGES as M } from './store-money.messages.js';
import { pnlCsvLine, transactionsCsvHeader } from './store-ledger-csv.js';

const order = (subTotalPaisa: number, extra: Partial<LedgerOrder> = {}): LedgerOrder => ({
  status: 'order_delivered',
  amountWithoutDiscountPaisa: subTotalPaisa,
  itemsDiscountPaisa: 0,
  subTotalPaisa,
  voucherDiscountPaisa: 0,
  voucherCostBearer: 'platform',
  deliveryFeePaisa: 0,
  serviceFeePaisa: 0,
  tipPaisa: 0,
  payablePaisa: subTotalPaisa,
  commissionRateBps: 1000,
  ...extra,
});
const at = (karachiWallClock: string) => new Date(`${karachiWallClock}:00+05:00`);

describe('Karachi date ranges', () => {
  it('covers whole Karachi days, both ends included', () => {
    const range = { from: '2026-11-16', to: '2026-11-18' };
    expect(karachiRangeInstants(range)).toEqual({
      from: new Date('2026-11-15T19:00:00Z'),
      to: new Date('2026-11-18T19:00:00Z'),
    });
    expect(karachiRangeDays(range)).toBe(3);
  });

  it('defaults to the last 30 Karachi days, today included', () => {
    // 18 Nov 02:00 in Karachi is still 17 Nov in UTC.
    expect(defaultLedgerRange(new Date('2026-11-17T21:00:00Z'))).toEqual({
      from: '2026-10-20',
      to: '2026-11-18',
    });
  });

  it('refuses a reversed range and one over 366 days', () => {
    expect(ledgerRangeProblem({ from: '2026-11-18', to: '2026-11-17' })).toBe(M.rangeReversed);
    expect(ledgerRangeProblem({ from: '2025-11-18', to: '2026-11-18' })).toBeNull();
    expect(ledgerRangeProblem({ from: '2025-11-17', to: '2026-11-18' })).toBe(M.rangeTooLong);
  });

  it('reads dates in the query only as real YYYY-MM-DD dates', () => {
    expect(transactionsQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(transactionsQuerySchema.safeParse({ from: '2028-02-29' }).success).toBe(true);
    expect(transactionsQuerySchema.safeParse({ to: '2026-1-5' }).success).toBe(false);
    expect(pnlQuerySchema.parse({})).toEqual({ group: 'day' });
    const reversed = pnlQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['from'], message: M.rangeReversed });
  });
});

describe('the P&L', () => {
  it('lists every day or month of the range', () => {
    const range = { from: '2026-10-30', to: '2026-11-02' };
    expect(pnlPeriods(range, 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(pnlPeriods(range, 'month')).toEqual(['2026-10', '2026-11']);
  });

  it('puts an order on the Karachi day it was delivered, and leaves cancelled ones out', () => {
    const settled = [
      // 23:50 on the 31st in Karachi is 18:50 UTC: October's.
      { settledAt: at('2026-10-31T23:50'), line: ledgerLine(order(50_000)) },
      // 00:10 on 1 November in Karachi is still 31 October in UTC: November's.
      {
        settledAt: at('2026-11-01T00:10'),
        line: ledgerLine(order(30_000, { itemsDiscountPaisa: 0 })),
      },
      {
        settledAt: at('2026-11-01T12:00'),
        line: ledgerLine(order(99_900, { status: 'cancelled' })),
      },
    ];
    const rows = pnlRows(settled, { from: '2026-10-31', to: '2026-11-01' }, 'month');
    // October: Rs 500, commission 50, net 450. November: Rs 300, commission 30, net 270.
    expect(rows).toEqual([
      {
        period: '2026-10',
        orders: 1,
        revenue: 50_000,
        discounts: 0,
        voucher_store: 0,
        commission: 5_000,
        delivery_fees: 0,
        net: 45_000,
      },
      {
        period: '2026-11',
        orders: 1,
        revenue: 30_000,
        discounts: 0,
        voucher_store: 0,
        commission: 3_000,
        delivery_fees: 0,
        net: 27_000,
      },
    ]);
    expect(pnlCsvLine({ ...rows[0]!, revenue: 500, commission: 50, net: 450 })).toBe(
      '2026-10,1,500.00,0.00,0.00,50.00,0.00,450.00\r\n',
    );
  });
});

describe('cashClose', () => {
  it('sets the cash the riders collected against what the store is owed', () => {
    // Rs 500 + 150 delivery + 30 tip = 680 cash, net 450; Rs 1,000 free delivery, net 900.
    const close = cashClose([
      ledgerLine(
        order(50_000, { deliveryFeePaisa: 15_000, payablePaisa: 65_000, tipPaisa: 3_000 }),
      ),
      ledgerLine(order(100_000)),
      ledgerLine(order(20_000, { status: 'cancelled' })),
    ]);
    expect(close).toEqual({
      orders_delivered: 2,
      cash_collected: 168_000,
      net_due_to_store: 135_000,
      commission: 15_000,
      tips: 3_000,
    });
  });
});

describe('the ledger CSV', () => {
  it('has the JSON lines’ columns, who collected the cash before what the store is owed', () => {
    expect(transactionsCsvHeader()).toBe(
      'order_query_id,short_order_id,status,date,settled_at,order_value,items_discount,' +
        'voucher_store,voucher_platform,delivery_fee,service_fee,tip,commission,cash_collected,' +
        'collected_by,net_due_to_store\r\n',
    );
  });
});
