import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../../db/migrate.js';

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number().int() })),
});

export interface BundledMigration {
  tag: string;
  /** Drizzle records this instant as the migration's `created_at` once it is applied. */
  when: number;
}

let bundled: Promise<BundledMigration[]> | undefined;

/** The migrations this build carries, read once per process from Drizzle's journal. */
export function bundledMigrations(): Promise<BundledMigration[]> {
  bundled ??= readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then(
    (text) => journalSchema.parse(JSON.parse(text)).entries,
  );
  return bundled;
}

/** The bundled migrations whose instant is not among the applied ones, oldest first. */
export function pendingMigrations(
  journal: readonly BundledMigration[],
  applied: ReadonlySet<number>,
): BundledMigration[] {
  return journal.filter((migration) => !applied.has(migration.when));
}
