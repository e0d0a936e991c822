import path from 'node:path';
import {
  checkRequirements,
  envSchema,
  rootPackageVersion,
  withoutBlanks,
  type Env,
  type LogLevel,
} from './config.env.js';

export type { LogLevel };
export type NodeEnv = 'development' | 'test' | 'production';
export type SmsConfig = { provider: 'dev' } | { provider: 'http'; url: string; key: string };
export type GeocoderConfig =
  { provider: 'gazetteer' } | { provider: 'http'; url: string; key: string | undefined };
export type MediaConfig =
  | { storage: 'disk' }
  | {
      storage: 's3';
      endpoint: string | undefined;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      region: string;
    };

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  pgliteDir: string;
  mediaDir: string;
  /** Unset → embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  sms: SmsConfig;
  formsUrl: string;
  mapTileUrl: string;
  geocoder: GeocoderConfig;
  media: MediaConfig;
  logLevel: LogLevel;
  webDistDir: string;
  appVersion: string;
  /** Where the site is public (https://sauda.pk); unset → each request's own host. */
  publicOrigin: string | undefined;
  /** 'google' lets the page load Google Tag Manager (after the shopper's consent) under the CSP. */
  tagManager: 'off' | 'google';
  /** Requests per minute per IP on /api; 0 turns the limit off (load benchmarks). */
  rateLimitMax: number;
  bodyLimitBytes: number;
  /** Fastify's `trustProxy`: true/false, a hop count, or trusted addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** How often unanswered pending orders are cancelled; 0 turns the sweep off. */
  orderSweepIntervalMs: number;
}

export const DEFAULT_ORDER_SWEEP_INTERVAL_MS = 15_000;

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

function toConfig(env: Env): Config {
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  const { SMS_HTTP_URL: smsUrl = '', SMS_HTTP_KEY: smsKey = '', S3_BUCKET: bucket = '' } = env;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    pgliteDir: env.PGLITE_DIR
      ? path.resolve(baseDir, env.PGLITE_DIR)
      : path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL,
    seed: env.SEED,
    sms:
      env.SMS_PROVIDER === 'http'
        ? { provider: 'http', url: smsUrl, key: smsKey }
        : { provider: 'dev' },
    formsUrl: env.FORMS_URL,
    mapTileUrl: env.MAP_TILE_URL,
    geocoder:
      env.GEOCODER === 'http'
        ? { provider: 'http', url: env.GEOCODER_URL ?? '', key: env.GEOCODER_KEY }
        : { provider: 'gazetteer' },
    media:
      env.MEDIA_STORAGE === 's3'
        ? {
            storage: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            region: env.S3_REGION,
          }
        : { storage: 'disk' },
    // Tests build many apps; their request logs would bury the test output.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(baseDir, env.WEB_DIST_DIR),
    appVersion: env.APP_VERSION ?? rootPackageVersion(),
    publicOrigin: env.PUBLIC_ORIGIN === undefined ? undefined : new URL(env.PUBLIC_ORIGIN).origin,
    tagManager: env.TAG_MANAGER,
    rateLimitMax: env.RATE_LIMIT_MAX,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Tests sweep with a clock of their own; a timer sweeping behind their backs would race them.
    orderSweepIntervalMs:
      env.ORDER_SWEEP_INTERVAL_MS ??
      (env.NODE_ENV === 'test' ? 0 : DEFAULT_ORDER_SWEEP_INTERVAL_MS),
  };
}

const configSchema = envSchema
  .superRefine((env, context) =>
    checkRequirements(env, (variable, why) =>
      context.addIssue({ code: 'custom', path: [variable], message: why }),
    ),
  )
  .transform(toConfig);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once (DESIGN §5); nothing else in the API reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(withoutBlanks(env));
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      return issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
    }),
  );
}
