import type { MerchantRole } from '@sauda/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import {
  companies,
  companyHolidays,
  industries,
  merchantMembers,
} from '../../../db/schema/index.js';
import type { StoreRow } from '../../catalog/companies.repository.js';

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

/** The holidays of these stores, in store and date order. */
export function listHolidaysOfStores(db: AppDb, companyIds: number[]): Promise<HolidayRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companyHolidays)
    .where(inArray(companyHolidays.companyId, companyIds))
    .orderBy(asc(companyHolidays.companyId), asc(companyHolidays.date));
}
