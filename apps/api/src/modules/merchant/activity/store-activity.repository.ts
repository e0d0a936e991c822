import type { StoreActivityAction, StoreActivityDetail } from '@sauda/domain';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { storeActivity, users } from '../../../db/schema/index.js';

export type StoreActivityRow = typeof storeActivity.$inferSelect;

export interface NewStoreActivity {
  companyId: number;
  /** Null when the system acted (the auto-cancel sweep). */
  actorId: number | null;
  action: StoreActivityAction;
  subject: string;
  detail?: StoreActivityDetail;
}

const actorColumn = (
  actorId: number | null,
  column: typeof users.fullName | typeof users.mobileNumber,
): SQL | null =>
  actorId === null ? null : sql`(select ${column} from ${users} where ${users.id} = ${actorId})`;

/**
 * Appends one entry in the caller's transaction, so a change that rolls back leaves none. The
 * actor's name and number are copied as they are now: the log keeps them if the account changes.
 */
export async function recordStoreActivity(tx: AppDb, entry: NewStoreActivity): Promise<number> {
  const [row] = await tx
    .insert(storeActivity)
    .values({
      companyId: entry.companyId,
      actorId: entry.actorId,
      actorName: actorColumn(entry.actorId, users.fullName),
      actorMobileNumber: actorColumn(entry.actorId, users.mobileNumber),
      action: entry.action,
      subject: entry.subject,
      detail: entry.detail ?? {},
    })
    .returning({ id: storeActivity.id });
  if (!row) throw new Error('store activity was not recorded');
  return row.id;
}

/** Takes an entry back when what it records was undone (an invitation whose SMS failed). */
export async function deleteStoreActivity(tx: AppDb, id: number): Promise<void> {
  await tx.delete(storeActivity).where(eq(storeActivity.id, id));
}

export interface StoreActivityFilter {
  companyId: number;
  action?: StoreActivityAction | undefined;
}

const matching = (filter: StoreActivityFilter) =>
  and(
    eq(storeActivity.companyId, filter.companyId),
    filter.action ? eq(storeActivity.action, filter.action) : undefined,
  );

export async function countStoreActivity(db: AppDb, filter: StoreActivityFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(storeActivity).where(matching(filter));
  return row?.total ?? 0;
}

/** Newest first, on store_activity_company_id_created_at_idx read backwards. */
export function listStoreActivity(
  db: AppDb,
  filter: StoreActivityFilter,
  limit: number,
  offset: number,
): Promise<StoreActivityRow[]> {
  return db
    .select()
    .from(storeActivity)
    .where(matching(filter))
    .orderBy(desc(storeActivity.createdAt), desc(storeActivity.id))
    .limit(limit)
    .offset(offset);
}
