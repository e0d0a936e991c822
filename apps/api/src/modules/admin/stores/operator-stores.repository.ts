import type { OperatorStoresQuery } from '@sauda/domain';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import {
  companies,
  industries,
  merchantInvitations,
  merchantMembers,
  products,
  users,
} from '../../../db/schema/index.js';
import { escapeLikePattern } from '../../search/search-text.js';

export type StoreFilters = Omit<OperatorStoresQuery, 'page'>;

export interface OperatorStoreRow {
  id: number;
  queryId: string;
  name: string;
  industry: string;
  city: string | null;
  isActive: boolean;
  commissionRateBps: number;
  productsCount: number;
  createdAt: Date;
}

export interface StoreOwnerRow {
  companyId: number;
  fullName: string | null;
  mobileNumber: string;
  status: 'active' | 'invited';
}

function storesWhere({ status, query }: StoreFilters) {
  return and(
    status ? eq(companies.isActive, status === 'live') : undefined,
    query ? ilike(companies.name, `%${escapeLikePattern(query)}%`) : undefined,
  );
}

// Spelt out with table names: a correlated subquery must not resolve "id" to products.id.
const productsOfStore = sql<number>`(select count(*)::int from ${products}
  where ${products}.${sql.identifier('company_id')} = ${companies}.${sql.identifier('id')})`;

function selectStores(db: AppDb) {
  return db
    .select({
      id: companies.id,
      queryId: companies.queryId,
      name: companies.name,
      industry: industries.name,
      city: companies.city,
      isActive: companies.isActive,
      commissionRateBps: companies.commissionRateBps,
      productsCount: productsOfStore,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .$dynamic();
}

/** A page of stores, newest first. */
export function findStores(
  db: AppDb,
  filters: StoreFilters,
  page: { limit: number; offset: number },
): Promise<OperatorStoreRow[]> {
  return selectStores(db)
    .where(storesWhere(filters))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStores(db: AppDb, filters: StoreFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies).where(storesWhere(filters));
  return row?.n ?? 0;
}

export async function findStore(db: AppDb, queryId: string): Promise<OperatorStoreRow | undefined> {
  const [row] = await selectStores(db).where(eq(companies.queryId, queryId)).limit(1);
  return row;
}

/** The owners of these stores: members first (oldest first), then invited numbers. */
export async function findStoreOwners(
  db: AppDb,
  companyIds: readonly number[],
): Promise<StoreOwnerRow[]> {
  if (companyIds.length === 0) return [];
  const ids = [...companyIds];
  const members = await db
    .select({
      companyId: merchantMembers.companyId,
      fullName: users.fullName,
      mobileNumber: sql<string>`coalesce(${users.mobileNumber}, '')`,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(inArray(merchantMembers.companyId, ids), eq(merchantMembers.role, 'owner')))
    .orderBy(merchantMembers.createdAt, merchantMembers.userId);
  const invited = await db
    .select({
      companyId: merchantInvitations.companyId,
      mobileNumber: merchantInvitations.mobileNumber,
    })
    .from(merchantInvitations)
    .where(and(inArray(merchantInvitations.companyId, ids), eq(merchantInvitations.role, 'owner')))
    .orderBy(merchantInvitations.createdAt, merchantInvitations.id);
  return [
    ...members.map((row) => ({ ...row, status: 'active' as const })),
    ...invited.map((row) => ({ ...row, fullName: null, status: 'invited' as const })),
  ];
}

export interface StoreChange {
  commissionRateBps?: number;
  isActive?: boolean;
}

/** Answers false when no store has this query id. */
export async function updateStore(
  db: AppDb,
  queryId: string,
  change: StoreChange,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set(change)
    .where(eq(companies.queryId, queryId))
    .returning({ id: companies.id });
  return rows.length > 0;
}
