import { SERVER_MESSAGES } from '@sauda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { appliedMigrationTimes, pingDatabase } from './health.repository.js';
import { bundledMigrations, pendingMigrations } from './migration-journal.js';

/** A database that takes longer than this to answer `select 1` is as good as gone. */
export const READY_TIMEOUT_MS = 2_000;

export type NotReadyReason = 'database_unreachable' | 'migrations_pending';

export interface Readiness {
  status: 'ready';
  database: Database['kind'];
  migrations: number;
}

/** 503 for the load balancer: take this instance out of rotation until it answers again. */
export function notReady(reason: NotReadyReason): AppError {
  return new AppError('not_ready', SERVER_MESSAGES.notReady, 503, { reason });
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Ready when the database answers and holds every migration of this build: an instance that
 * starts beside an older schema (a deploy still migrating) takes no traffic yet.
 */
export async function checkReadiness(
  database: Pick<Database, 'db' | 'kind'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const journal = await bundledMigrations();
  try {
    await withTimeout(pingDatabase(database.db), timeoutMs);
  } catch (error) {
    log.warn({ err: error }, 'not ready: the database does not answer');
    throw notReady('database_unreachable');
  }
  // A database that was never migrated has no migrations table: every migration is pending.
  const applied = await appliedMigrationTimes(database.db).catch(() => new Set<number>());
  const pending = pendingMigrations(journal, applied);
  if (pending.length > 0) {
    log.warn(
      { pending: pending.map((migration) => migration.tag) },
      'not ready: migrations pending',
    );
    throw notReady('migrations_pending');
  }
  return { status: 'ready', database: database.kind, migrations: journal.length };
}
