import { performance } from 'node:perf_hooks';
import type { Database } from './client.js';
import { applyMigrations } from './migrate.js';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from './seed/index.js';
import { withStartupLock } from './startup-lock.js';

export interface StartupLog {
  info(message: string): void;
}

/**
 * What a starting server does to its database: migrate, then seed the demo data when asked and
 * the database is empty. Both happen under one lock, so two instances starting together on an
 * empty PostgreSQL database neither migrate twice nor seed twice.
 */
export async function migrateAndSeed(
  database: Database,
  seed: 'demo' | 'none',
  log: StartupLog,
): Promise<SeedSummary | undefined> {
  return withStartupLock(database, async () => {
    await applyMigrations(database);
    if (seed !== 'demo' || !(await isDatabaseEmpty(database.db))) return undefined;
    log.info('empty database: seeding demo data…');
    const started = performance.now();
    const summary = await seedDatabase(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log.info(`demo data seeded in ${seconds} s (${summary.products} products)`);
    return summary;
  });
}
