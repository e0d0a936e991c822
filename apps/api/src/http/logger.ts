import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config.js';
import { REDACTED, REDACTED_PATHS, serializeRequest } from './log-redaction.js';

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
 * pino-pretty (a dev dependency) is installed. Tokens, PINs and codes never reach either:
 * known secret fields are redacted and request lines carry no headers nor body. A test may
 * pass its own destination to read what would have been written.
 */
export function createLogger(config: Config, destination?: DestinationStream): Logger {
  const pretty = !destination && config.nodeEnv === 'development' && canPrettyPrint();
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
