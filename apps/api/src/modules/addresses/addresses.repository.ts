import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import type { AddressRow } from '../users/user-profile.repository.js';

export type NewAddress = Omit<
  typeof addresses.$inferInsert,
  'id' | 'queryId' | 'createdAt' | 'updatedAt'
>;
/** What an edit may change: never the owner, and the title and type are locked (SPEC §4). */
export type AddressPatch = Omit<NewAddress, 'userId' | 'name' | 'type'>;

/** How many addresses the user keeps and whether the home and work slots are taken. */
export interface AddressBookSummary {
  count: number;
  home: boolean;
  work: boolean;
}

export async function summarizeAddressBook(db: AppDb, userId: number): Promise<AddressBookSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      home: sql<boolean>`coalesce(bool_or(${addresses.type} = 'home'), false)`,
      work: sql<boolean>`coalesce(bool_or(${addresses.type} = 'work'), false)`,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row ?? { count: 0, home: false, work: false };
}

export async function insertAddress(db: AppDb, values: NewAddress, now: Date): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error(`address of user ${values.userId} was not inserted`);
  return row;
}

/** The edited address, or undefined when the user has no address with this query id. */
export async function updateOwnAddress(
  db: AppDb,
  userId: number,
  queryId: string,
  patch: AddressPatch,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(addresses.queryId, queryId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** True when the user had an address with this query id (it is gone now). */
export async function deleteOwnAddress(
  db: AppDb,
  userId: number,
  queryId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.queryId, queryId), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
