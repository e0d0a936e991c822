import type { Logger } from 'pino';
import type { Database } from '../db/client.js';

/** The orchestrator's grace period is usually 10 s or more: be out before it kills us. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface GracefulShutdownOptions {
  /** Stops listening, ends the event streams, waits for requests in flight (Fastify's close). */
  app: { close(): Promise<unknown> };
  database: Pick<Database, 'close'>;
  logger: Pick<Logger, 'info' | 'error'>;
  exit?: (code: number) => void;
  timeoutMs?: number;
}

/**
 * On SIGTERM or SIGINT: stop listening (a new connection is refused, a request arriving on an
 * open keep-alive connection gets 503), end the event streams with a reconnect hint, let the
 * requests in flight finish, then close the database and exit 0. Whatever still runs after
 * the timeout is cut off with exit code 1.
 */
export function exitGracefullyOnSignals(options: GracefulShutdownOptions): void {
  const shutdown = createShutdown(options);
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** The shutdown itself, run once whichever signal comes first. */
export function createShutdown({
  app,
  database,
  logger,
  exit = (code) => process.exit(code),
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
}: GracefulShutdownOptions): (signal: NodeJS.Signals) => void {
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error(`still closing after ${timeoutMs / 1000} s: exiting anyway`);
      exit(1);
    }, timeoutMs).unref();
    // The app first, so no request is left holding a connection, then the database.
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          logger.info('shut down cleanly');
          exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'unclean shutdown');
          exit(1);
        },
      );
  };
}
