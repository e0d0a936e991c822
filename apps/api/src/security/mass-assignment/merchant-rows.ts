import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { companies, products } from '../../db/schema/index.js';
import { watchRows, type WatchedRows } from './watch-rows.js';

// What the merchant cases read back from the database.

export async function storedCompany(db: AppDb, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw new Error(`no store ${id}`);
  return row;
}

export async function storedProduct(db: AppDb, queryId: string) {
  const [row] = await db.select().from(products).where(eq(products.queryId, queryId));
  if (!row) throw new Error(`no product ${queryId}`);
  return row;
}

/** Every store but this one, with its hours. */
export function watchOtherStores(db: AppDb, companyId: number): Promise<WatchedRows> {
  return watchRows(
    db,
    sql`select c.*, (select json_agg(h order by h.id) from company_working_hours h
                      where h.company_id = c.id) as hours
        from companies c where c.id <> ${companyId} order by c.id`,
  );
}

/** Every product of the other stores, with its photos. */
export function watchOtherStoresProducts(db: AppDb, companyId: number): Promise<WatchedRows> {
  return watchRows(
    db,
    sql`select p.*, (select json_agg(i order by i.id) from product_images i
                      where i.product_id = p.id) as images
        from products p where p.company_id <> ${companyId} order by p.id`,
  );
}

/** Every product of every store: creating an invoice or refusing a placement takes no stock. */
export function watchProducts(db: AppDb): Promise<WatchedRows> {
  return watchRows(db, sql`select * from products order by id`);
}
