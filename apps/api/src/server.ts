import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { migrateAndSeed } from './db/migrate-and-seed.js';
import { exitGracefullyOnSignals } from './http/graceful-shutdown.js';
import { createLogger } from './http/logger.js';

async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onPoolError: (error) => logger.warn({ err: error }, 'idle database connection failed'),
  });
  logger.info(
    database.kind === 'pglite'
      ? `database: embedded PGlite in ${config.pgliteDir}`
      : 'database: PostgreSQL (DATABASE_URL)',
  );
  await migrateAndSeed(database, config.seed, logger);
  return database;
}

/** `port` is the one listened on: PORT=0 lets the system pick a free one. */
function publicUrl(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  const app = await buildApp({ config, database, logger });

  exitGracefullyOnSignals({ app, database, logger });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = publicUrl(config, port);
  logger.info(`Sauda ${config.appVersion} is running at ${url} (API docs at ${url}/api/docs)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Sauda could not start:', error);
  }
  process.exit(1);
});
