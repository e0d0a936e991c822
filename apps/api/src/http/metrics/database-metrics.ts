import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.js';

/**
 * The connections the app queries through. PostgreSQL: the pg pool's size, its idle
 * connections and the queries waiting for one (a steady queue means the pool is too small).
 * PGlite is one in-process connection: its total is 1 and it has no pool to wait on.
 */
export function registerDatabaseMetrics(registry: Registry, database: Database): void {
  new Gauge({
    name: 'sauda_database_info',
    help: 'The database engine this instance uses (always 1).',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: database.kind }, 1);

  new Gauge({
    name: 'sauda_db_pool_connections',
    help: 'Database connections of the pool by state (total, idle, waiting queries).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (database.kind === 'pglite') {
        this.set({ state: 'total' }, 1);
        return;
      }
      const { pool } = database;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
