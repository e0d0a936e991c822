import { asc, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { globalConfigurations } from '../../db/schema/index.js';

export type GlobalConfigurationRow = typeof globalConfigurations.$inferSelect;

/** Throws when the database does not answer. */
export async function pingDatabase(db: AppDb): Promise<void> {
  await db.execute(sql`select 1`);
}

export function listGlobalConfigurations(db: AppDb): Promise<GlobalConfigurationRow[]> {
  return db.select().from(globalConfigurations).orderBy(asc(globalConfigurations.identifier));
}
