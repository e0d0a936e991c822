import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { createLogger } from '../http/logger.js';
import type { ServiceOverrides } from '../services.js';
import { testConfig } from './build-test-app.js';
import { createTestDatabase } from './test-database.js';

export interface CapturedLog {
  destination: DestinationStream;
  /** Everything written so far, as the JSON lines a log shipper would read. */
  text(): string;
  entries(): Record<string, unknown>[];
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export interface LoggedTestApp {
  app: FastifyInstance;
  database: Database;
  log: CapturedLog;
  close(): Promise<void>;
}

/** The real app and logger (redaction included) at `level`, writing into a capture. */
export async function buildLoggedTestApp(
  level: string,
  services?: ServiceOverrides,
  env: NodeJS.ProcessEnv = {},
): Promise<LoggedTestApp> {
  const config = testConfig({ LOG_LEVEL: level, ...env });
  const log = captureLog();
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: createLogger(config, log.destination),
    ...(services ? { services } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    log,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
