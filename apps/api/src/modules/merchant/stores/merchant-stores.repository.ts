import type { MerchantRole } from '@sauda/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import {
  companies,
  companyHolidays,
  companyWorkingHours,
  industries,
  merchantMembers,
} from '../../../db/schema/index.js';
import type { StoreRow, WorkingHoursRow } from '../../catalog/companies.repository.js';

export type HolidayRow = typeof companyHolidays.$inferSelect;

/** A store with its industry, as one of its members sees it. */
export interface MemberStoreRow extends StoreRow {
  role: MerchantRole;
}

/** Every store the user works in, by name; inactive ones too (their team still runs them). */
export function listStoresOfMember(db: AppDb, userId: number): Promise<MemberStoreRow[]> {
  return db
    .select({ company: companies, industrySlug: industries.slug, role: merchantMembers.role })
    .from(merchantMembers)
    .innerJoin(companies, eq(companies.id, merchantMembers.companyId))
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(eq(merchantMembers.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** One store with its industry's slug (for its generated art). */
export async function findStoreWithIndustry(
  db: AppDb,
  companyId: number,
): Promise<StoreRow | undefined> {
  const [row] = await db
    .select({ company: companies, industrySlug: industries.slug })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/** The weekly slots of these stores, in store, day and start-time order. */
export function listHoursOfStores(db: AppDb, companyIds: number[]): Promise<WorkingHoursRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companyWorkingHours)
    .where(inArray(companyWorkingHours.companyId, companyIds))
    .orderBy(
      asc(companyWorkingHours.companyId),
      asc(companyWorkingHours.dayOfWeek),
      asc(companyWorkingHours.startTime),
      asc(companyWorkingHours.id),
    );
}

/** The holidays of these stores, in store and date order. */
export function listHolidaysOfStores(db: AppDb, companyIds: number[]): Promise<HolidayRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companyHolidays)
    .where(inArray(companyHolidays.companyId, companyIds))
    .orderBy(asc(companyHolidays.companyId), asc(companyHolidays.date));
}
