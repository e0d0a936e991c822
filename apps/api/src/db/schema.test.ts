import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import {
  categories,
  companies,
  industries,
  invoices,
  orders,
  products,
  users,
  vouchers,
} from './schema/index.js';

const UNIQUE_VIOLATION = '23505';

/** Drizzle wraps driver errors; the SQLSTATE sits on the cause. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe('schema', () => {
  let database: Database;
  let userId: number;
  let companyId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ mobileNumber: '+923001234567', isGuest: false, status: 'active' })
      .returning();
    await db.insert(industries).values({ id: 1, name: 'Food', slug: 'food' });
    const [company] = await db
      .insert(companies)
      .values({
        industryId: 1,
        name: 'Biryani House',
        slug: 'biryani-house',
        lat: 24.86,
        long: 67.01,
      })
      .returning();
    userId = user!.id;
    companyId = company!.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('keeps mobile numbers unique but allows many guests without one', async () => {
    const { db } = database;
    expect(await sqlState(db.insert(users).values({ mobileNumber: '+923001234567' }))).toBe(
      UNIQUE_VIOLATION,
    );
    await db.insert(users).values([{ guestLoginId: 'visitor-a' }, { guestLoginId: 'visitor-b' }]);
    expect(await sqlState(db.insert(users).values({ guestLoginId: 'visitor-a' }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('treats voucher codes case-insensitively', async () => {
    const { db } = database;
    const voucher = { name: 'First order', discountType: 'percent' as const, discountValue: 1500 };
    await db.insert(vouchers).values({ ...voucher, code: 'FREE15FIRST' });
    expect(await sqlState(db.insert(vouchers).values({ ...voucher, code: 'free15first' }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('stores money as bigint paisa, beyond the 32-bit range', async () => {
    const columns = await database.db.execute<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns
          where table_schema = 'public' and column_name like '%\_paisa'`,
    );
    expect(columns.rows.length).toBeGreaterThan(15);
    expect(new Set(columns.rows.map((c) => c.data_type))).toEqual(new Set(['bigint']));

    const { db } = database;
    const [category] = await db.insert(categories).values({ companyId, name: 'Rice' }).returning();
    const [product] = await db
      .insert(products)
      .values({ companyId, categoryId: category!.id, name: 'Biryani', costPaisa: 5_000_000_000 })
      .returning();
    expect(product!.costPaisa).toBe(5_000_000_000);
    expect(product!.queryId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('makes at most one order per invoice', async () => {
    const { db } = database;
    const [invoice] = await db.insert(invoices).values({ userId, companyId }).returning();
    const order = { invoiceId: invoice!.id, userId, companyId };
    await db.insert(orders).values(order);
    expect(await sqlState(db.insert(orders).values(order))).toBe(UNIQUE_VIOLATION);
  });

  it('has pg_trgm for fuzzy search', async () => {
    const result = await database.db.execute<{ close: boolean }>(
      sql`select similarity('biryani', 'biryni') > 0.3 as close`,
    );
    expect(result.rows[0]?.close).toBe(true);
  });

  it('never lets stock go below zero', async () => {
    const state = await sqlState(
      database.db.execute(sql`update products set quantity = quantity - 1 where quantity = 0`),
    );
    expect(state).toBe('23514');
  });
});
