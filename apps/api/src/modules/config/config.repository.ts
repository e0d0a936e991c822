import { asc } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { globalConfigurations } from '../../db/schema/index.js';

export type GlobalConfigurationRow = typeof globalConfigurations.$inferSelect;

export function listGlobalConfigurations(db: AppDb): Promise<GlobalConfigurationRow[]> {
  return db.select().from(globalConfigurations).orderBy(asc(globalConfigurations.identifier));
}
