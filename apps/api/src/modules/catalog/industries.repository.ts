import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { industries } from '../../db/schema/index.js';

export type IndustryRow = typeof industries.$inferSelect;

export function listActiveIndustries(db: AppDb): Promise<IndustryRow[]> {
  return db
    .select()
    .from(industries)
    .where(eq(industries.isActive, true))
    .orderBy(asc(industries.position), asc(industries.id));
}
