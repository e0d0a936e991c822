import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { isDatabaseEmpty, seedDatabase } from './db/seed/index.js';
import { createLogger } from './http/logger.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
  await runMigrations(database);
  if (config.seed === 'demo' && (await isDatabaseEmpty(database.db))) {
    logger.info('empty database: seeding demo data…');
    const started = performance.now();
    const summary = await seedDatabase(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(`demo data seeded in ${seconds} s (${summary.products} products)`);
  }
  return database;
}

function publicUrl(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  const app = await buildApp({ config, database, logger });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: closing`);
    // A long-lived request (an SSE stream) must not keep a stopping server alive forever.
    setTimeout(() => {
      logger.error('still closing after 10 s: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // The app first, so no request is left holding a connection, then the database.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'unclean shutdown');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await database.close();
    throw error;
  }
  const url = publicUrl(config);
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
