import { pino, type Logger } from 'pino';
import type { Config } from '../config.js';

function canPrettyPrint(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON lines in production and tests (for log shippers); readable lines in development when
 * pino-pretty (a dev dependency) is installed.
 */
export function createLogger(config: Config): Logger {
  const pretty = config.nodeEnv === 'development' && canPrettyPrint();
  return pino({
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  });
}
