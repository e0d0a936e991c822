import { LOW_STOCK_THRESHOLD } from '@sauda/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';

export interface LowStockRow {
  queryId: string;
  name: string;
  quantity: number;
}

/**
 * The store's active, limited products at or below the low-stock threshold, sold out first.
 * Unlimited products never run low, whatever their quantity column says; inactive ones are
 * off the shelves and not worth restocking for now.
 */
export function lowStockProductsQuery(db: AppDb, companyId: number, limit: number) {
  return db
    .select({ queryId: products.queryId, name: products.name, quantity: products.quantity })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        // As the partial indexes' predicate reads, so the planner can use them.
        sql`${products.isActive}`,
        eq(products.unlimited, false),
        lte(products.quantity, LOW_STOCK_THRESHOLD),
      ),
    )
    .orderBy(asc(products.quantity), asc(products.name), asc(products.id))
    .limit(limit);
}

export function listLowStockProducts(
  db: AppDb,
  companyId: number,
  limit: number,
): Promise<LowStockRow[]> {
  return lowStockProductsQuery(db, companyId, limit);
}
