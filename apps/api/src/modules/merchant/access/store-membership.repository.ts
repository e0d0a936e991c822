import type { MerchantRole } from '@sauda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { companies, merchantMembers } from '../../../db/schema/index.js';

export interface StoreMembership {
  userId: number;
  companyId: number;
  storeQueryId: string;
  role: MerchantRole;
}

/** Memberships with their store's query id; the caller says whose and which. */
const selectMemberships = (db: AppDb) =>
  db
    .select({
      userId: merchantMembers.userId,
      companyId: merchantMembers.companyId,
      storeQueryId: companies.queryId,
      role: merchantMembers.role,
    })
    .from(merchantMembers)
    .innerJoin(companies, eq(companies.id, merchantMembers.companyId));

/** The user's membership of the store with this query id, if any. */
export async function findStoreMembership(
  db: AppDb,
  userId: number,
  storeQueryId: string,
): Promise<StoreMembership | undefined> {
  const [row] = await selectMemberships(db)
    .where(and(eq(merchantMembers.userId, userId), eq(companies.queryId, storeQueryId)))
    .limit(1);
  return row;
}

/** Every store the user works in, by name. */
export function listStoreMemberships(db: AppDb, userId: number): Promise<StoreMembership[]> {
  return selectMemberships(db)
    .where(eq(merchantMembers.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}
