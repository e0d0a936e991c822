import { and, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import {
  companies,
  companyHolidays,
  companyWorkingHours,
  industries,
} from '../../db/schema/index.js';
import type { CompanyRow, WorkingHoursRow } from '../catalog/companies.repository.js';

/** A store shoppers may order from now: it and its industry are active. */
export async function findVisibleStore(
  db: AppDb,
  queryId: string,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({ company: companies })
    .from(companies)
    .innerJoin(industries, eq(industries.id, companies.industryId))
    .where(
      and(
        eq(companies.queryId, queryId),
        eq(companies.isActive, true),
        eq(industries.isActive, true),
      ),
    )
    .limit(1);
  return row?.company;
}

/** The store of an invoice, whatever its state now (a placed invoice outlives its store's hours). */
export async function findStoreById(db: AppDb, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export function listStoreHours(db: AppDb, companyId: number): Promise<WorkingHoursRow[]> {
  return db
    .select()
    .from(companyWorkingHours)
    .where(eq(companyWorkingHours.companyId, companyId))
    .orderBy(
      asc(companyWorkingHours.dayOfWeek),
      asc(companyWorkingHours.startTime),
      asc(companyWorkingHours.id),
    );
}

/** The Karachi dates the store is closed all day, oldest first. */
export function listStoreHolidayDates(db: AppDb, companyId: number): Promise<string[]> {
  return db
    .select({ date: companyHolidays.date })
    .from(companyHolidays)
    .where(eq(companyHolidays.companyId, companyId))
    .orderBy(asc(companyHolidays.date))
    .then((rows) => rows.map((row) => row.date));
}
