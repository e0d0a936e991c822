import path from 'node:path';
import {
  checkRequirements,
  chosenStorage,
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
      /** Bucket in the path (`endpoint/bucket/key`), as MinIO and other S3-compatible servers want. */
      forcePathStyle: boolean;
    };

/**
 * Who may read /metrics: anyone (development and tests without a token), callers with
 * `Authorization: Bearer <METRICS_TOKEN>`, or nobody (production without a token).
 */
export type MetricsAccess =
  { access: 'open' } | { access: 'token'; token: string } | { access: 'off' };

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
  /** Where uploads and application files are kept: `DATA_DIR` (disk) or an S3 bucket. */
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
  /**
   * Which limits every instance counts together in PostgreSQL: `auth` the strict sign-in and
   * code routes only (the per-IP limit of all calls stays per instance, see decision 0013),
   * `all` every call too.
   */
  rateLimitShared: 'auth' | 'all';
  bodyLimitBytes: number;
  /** Fastify's `trustProxy`: true/false, a hop count, or trusted addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** How often unanswered pending orders are cancelled; 0 turns the sweep off. */
  orderSweepIntervalMs: number;
  metrics: MetricsAccess;
}

export const DEFAULT_ORDER_SWEEP_INTERVAL_MS = 15_000;

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

function metricsAccess(env: Env): MetricsAccess {
  if (env.METRICS_TOKEN) return { access: 'token', token: env.METRICS_TOKEN };
  return env.NODE_ENV === 'production' ? { access: 'off' } : { access: 'open' };
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
      chosenStorage(env).kind === 's3'
        ? {
            storage: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket,
            accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            region: env.S3_REGION,
            forcePathStyle: env.S3_FORCE_PATH_STYLE
              ? env.S3_FORCE_PATH_STYLE === 'true'
              : env.S3_ENDPOINT !== undefined,
          }
        : { storage: 'disk' },
    // Tests build many apps; their request logs would bury the test output.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(baseDir, env.WEB_DIST_DIR),
    appVersion: env.APP_VERSION ?? rootPackageVersion(),
    publicOrigin: env.PUBLIC_ORIGIN === undefined ? undefined : new URL(env.PUBLIC_ORIGIN).origin,
    tagManager: env.TAG_MANAGER,
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitShared: env.RATE_LIMIT_SHARED,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Tests sweep with a clock of their own; a timer sweeping behind their backs would race them.
    orderSweepIntervalMs:
      env.ORDER_SWEEP_INTERVAL_MS ??
      (env.NODE_ENV === 'test' ? 0 : DEFAULT_ORDER_SWEEP_INTERVAL_MS),
    metrics: metricsAccess(env),
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
