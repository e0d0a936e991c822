import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { AppDb, Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The Drizzle handle; only repositories use it, routes pass it down. */
    db: AppDb;
  }
}

export interface AppContextOptions {
  config: Config;
  database: Database;
}

/** Makes the configuration and the database reachable from every plugin and route. */
export const appContext = fp<AppContextOptions>(
  (app: FastifyInstance, { config, database }: AppContextOptions) => {
    app.decorate<Config>('config', config);
    app.decorate<Database>('database', database);
    app.decorate<AppDb>('db', database.db);
    return Promise.resolve();
  },
  { name: 'sauda-app-context' },
);
