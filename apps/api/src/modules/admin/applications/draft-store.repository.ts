import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { companies, companyWorkingHours, industries } from '../../../db/schema/index.js';

/** A new store's first week: every day 09:00–22:00, for its owner to change. */
const DEFAULT_HOURS = { startTime: '09:00', endTime: '22:00' } as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The active industry of this name, in any letter case. */
export async function findIndustryIdByName(tx: AppDb, name: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(and(sql`lower(${industries.name}) = lower(${name})`, eq(industries.isActive, true)))
    .limit(1);
  return row?.id;
}

export async function industryExists(tx: AppDb, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: industries.id })
    .from(industries)
    .where(eq(industries.id, id))
    .limit(1);
  return row !== undefined;
}

export interface DraftStore {
  industryId: number;
  name: string;
  slug: string;
  phone: string | null;
  addressLine: string | null;
  city: string | null;
  lat: number;
  long: number;
}

export interface DraftStoreRow {
  id: number;
  queryId: string;
  name: string;
}

/** A store shoppers do not see yet (is_active false), open every day by default. */
export async function insertDraftStore(tx: AppDb, store: DraftStore): Promise<DraftStoreRow> {
  const [row] = await tx
    .insert(companies)
    .values({ ...store, isActive: false })
    .returning({ id: companies.id, queryId: companies.queryId, name: companies.name });
  if (!row) throw new Error('the draft store was not inserted');
  await tx
    .insert(companyWorkingHours)
    .values(EVERY_DAY.map((dayOfWeek) => ({ companyId: row.id, dayOfWeek, ...DEFAULT_HOURS })));
  return row;
}
