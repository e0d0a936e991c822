import type { Holiday, WeeklySlot } from '@sauda/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { companies, companyHolidays, companyWorkingHours } from '../../../db/schema/index.js';

/** The columns of a store its back office may change. */
export type StoreSettingsColumns = Partial<
  Pick<
    typeof companies.$inferInsert,
    | 'pausedUntil'
    | 'overrideDeliveryFee'
    | 'deliveryFeePaisa'
    | 'minimumOrderPaisa'
    | 'serviceAreaRadiusKm'
    | 'preparationMinutes'
    | 'pictureUrl'
    | 'bannerUrl'
  >
>;

/**
 * Writes the store's columns. It always touches the row, so the row lock it takes makes a
 * second edit of the same store wait for this one (its hours and holidays included).
 */
export async function updateStoreColumns(
  tx: AppDb,
  companyId: number,
  columns: StoreSettingsColumns,
  now: Date,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...columns, updatedAt: now })
    .where(eq(companies.id, companyId));
}

/** The store's weekly slots become exactly these. */
export async function replaceWorkingHours(
  tx: AppDb,
  companyId: number,
  slots: readonly WeeklySlot[],
): Promise<void> {
  await tx.delete(companyWorkingHours).where(eq(companyWorkingHours.companyId, companyId));
  if (slots.length === 0) return;
  await tx.insert(companyWorkingHours).values(
    slots.map((slot) => ({
      companyId,
      dayOfWeek: slot.day_of_week,
      startTime: slot.start_time,
      endTime: slot.end_time,
    })),
  );
}

/** The store's holidays become exactly these. */
export async function replaceHolidays(
  tx: AppDb,
  companyId: number,
  holidays: readonly Holiday[],
): Promise<void> {
  await tx.delete(companyHolidays).where(eq(companyHolidays.companyId, companyId));
  if (holidays.length === 0) return;
  await tx
    .insert(companyHolidays)
    .values(
      holidays.map((holiday) => ({ companyId, date: holiday.date, note: holiday.note || null })),
    );
}
