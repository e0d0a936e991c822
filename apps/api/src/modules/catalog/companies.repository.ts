import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import {
  companies,
  companyHolidays,
  companyWorkingHours,
  globalConfigurations,
  industries,
} from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;

export interface StoreRow {
  company: CompanyRow;
  industrySlug: string;
}

export type WorkingHoursRow = typeof companyWorkingHours.$inferSelect;

/** Active stores of active industries: every store a shopper may see. */
export function listActiveStores(db: AppDb): Promise<StoreRow[]> {
  return db
    .select({ company: companies, industrySlug: industries.slug })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(and(eq(companies.isActive, true), eq(industries.isActive, true)))
    .orderBy(asc(companies.id));
}

/** The weekly slots of every active store, in store, day and start-time order. */
export function listActiveWorkingHours(db: AppDb): Promise<WorkingHoursRow[]> {
  return db
    .select({ hours: companyWorkingHours })
    .from(companyWorkingHours)
    .innerJoin(companies, eq(companies.id, companyWorkingHours.companyId))
    .where(eq(companies.isActive, true))
    .orderBy(
      asc(companyWorkingHours.companyId),
      asc(companyWorkingHours.dayOfWeek),
      asc(companyWorkingHours.startTime),
      asc(companyWorkingHours.id),
    )
    .then((rows) => rows.map((row) => row.hours));
}

export interface HolidayRow {
  companyId: number;
  /** Karachi date "YYYY-MM-DD". */
  date: string;
}

/** The holidays of every active store (a store lists at most 60), in store and date order. */
export function listActiveHolidays(db: AppDb): Promise<HolidayRow[]> {
  return db
    .select({ companyId: companyHolidays.companyId, date: companyHolidays.date })
    .from(companyHolidays)
    .innerJoin(companies, eq(companies.id, companyHolidays.companyId))
    .where(eq(companies.isActive, true))
    .orderBy(asc(companyHolidays.companyId), asc(companyHolidays.date));
}

/** These stores whatever their state now, with their industry (for the generated logo). */
export function listStoresByIds(db: AppDb, ids: readonly number[]): Promise<StoreRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ company: companies, industrySlug: industries.slug })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(inArray(companies.id, [...ids]));
}

/** The weekly slots of these stores, in store, day and start-time order. */
export function listHoursOfStores(
  db: AppDb,
  companyIds: readonly number[],
): Promise<WorkingHoursRow[]> {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(companyWorkingHours)
    .where(inArray(companyWorkingHours.companyId, [...companyIds]))
    .orderBy(
      asc(companyWorkingHours.companyId),
      asc(companyWorkingHours.dayOfWeek),
      asc(companyWorkingHours.startTime),
      asc(companyWorkingHours.id),
    );
}

/** The text value of one global configuration item, if set. */
export async function findConfigurationValue(
  db: AppDb,
  identifier: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: globalConfigurations.value })
    .from(globalConfigurations)
    .where(eq(globalConfigurations.identifier, identifier))
    .limit(1);
  return row?.value;
}
