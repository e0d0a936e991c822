import { MERCHANT_ORDERS_PAGE_SIZE, ORDER_TYPE_STATUSES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { useBulkStoreOrders } from '../dashboard/testing/use-bulk-store-orders.js';
import { parseOrderSearch } from './merchant-order-search.js';
import { listStoreOrders, type StoreOrdersFilter } from './merchant-orders.repository.js';

// The queue's real queries, planned over 25 stores × 400 orders (analysed): one store's orders
// are the small share of the table they are on a marketplace, and its first page must come
// from the orders indexes in their own order, never from sorting all the store's orders.

const bulk = useBulkStoreOrders({ productsPerStore: 5 });

const firstPage = (filter: Omit<StoreOrdersFilter, 'companyId'>) =>
  bulk.planOf(
    listStoreOrders(
      bulk.db,
      { companyId: bulk.companyId, ...filter },
      MERCHANT_ORDERS_PAGE_SIZE,
      0,
    ).getSQL(),
  );

describe('the queue’s first page', () => {
  it('reads all the store’s orders, or those of a common status, in index order', async () => {
    for (const statuses of [null, ['order_delivered'] as const]) {
      const plan = await firstPage({ statuses, search: null });
      expect(plan, String(statuses)).toMatch(
        /Index Scan using orders_company_id_(status_)?created_at_idx/,
      );
      expect(plan, String(statuses)).toMatch(/Presorted Key: (orders\.)?created_at/);
      expect(plan).not.toMatch(/Seq Scan on orders\b/);
    }
  });

  it('reaches the few waiting or active orders through an orders index', async () => {
    for (const statuses of [['order_pending'] as const, ORDER_TYPE_STATUSES.active]) {
      const plan = await firstPage({ statuses, search: null });
      expect(plan, String(statuses)).toMatch(
        /orders_(company_id_(status_)?created_at|pending_since)_idx/,
      );
      expect(plan).not.toMatch(/Seq Scan on orders\b/);
    }
  });

  it('finds a full order number through the invoices’ unique index', async () => {
    const plan = await firstPage({ statuses: null, search: parseOrderSearch('SD-4F7K2Q') });
    expect(plan).toMatch(/invoices_short_order_id_idx/);
    expect(plan).not.toMatch(/Seq Scan on (orders|invoices)\b/);
  });
});
