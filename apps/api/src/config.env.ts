import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The raw environment of DESIGN §5 as zod reads it; config.ts turns it into `Config`.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Resolved from this file, so the defaults hold from src/ (tsx, vitest) and from dist/ (node).
const WEB_DIST_DEFAULT = fileURLToPath(new URL('../../web/dist', import.meta.url));
const ROOT_PACKAGE_JSON = fileURLToPath(new URL('../../../package.json', import.meta.url));

export function rootPackageVersion(): string {
  try {
    const parsed = z
      .object({ version: z.string() })
      .safeParse(JSON.parse(readFileSync(ROOT_PACKAGE_JSON, 'utf8')));
    return parsed.success ? parsed.data.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const STORAGE_KINDS = ['disk', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

const wholeNumber = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);
const httpUrl = (label: string) =>
  z.url({ protocol: /^https?$/, error: `${label} must be an http(s) URL` });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: wholeNumber('PORT').min(0).max(65535, 'PORT must be at most 65535').default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PGLITE_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
  SMS_HTTP_URL: httpUrl('SMS_HTTP_URL').optional(),
  SMS_HTTP_KEY: z.string().optional(),
  FORMS_URL: z
    .string()
    .refine(
      (value) => value.startsWith('/') || URL.canParse(value),
      'must be a URL or a path starting with /',
    )
    .default('/api/v1/forms'),
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'must be an http(s) URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER: z.enum(['gazetteer', 'http']).default('gazetteer'),
  GEOCODER_URL: httpUrl('GEOCODER_URL').optional(),
  GEOCODER_KEY: z.string().optional(),
  STORAGE: z.enum(STORAGE_KINDS).optional(),
  // The older name of STORAGE, still read: STORAGE wins when both are set.
  MEDIA_STORAGE: z.enum(STORAGE_KINDS).optional(),
  S3_ENDPOINT: httpUrl('S3_ENDPOINT').optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  WEB_DIST_DIR: z.string().default(WEB_DIST_DEFAULT),
  APP_VERSION: z.string().optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) URL' })
    .refine(
      (value) => !URL.canParse(value) || new URL(value).pathname === '/',
      'PUBLIC_ORIGIN must have no path, like https://sauda.pk',
    )
    .optional(),
  TAG_MANAGER: z.enum(['off', 'google']).default('off'),
  RATE_LIMIT_MAX: wholeNumber('RATE_LIMIT_MAX')
    .min(0, 'RATE_LIMIT_MAX must be 0 or more')
    .default(300),
  RATE_LIMIT_SHARED: z.enum(['auth', 'all']).default('auth'),
  BODY_LIMIT_BYTES: wholeNumber('BODY_LIMIT_BYTES')
    .min(1, 'BODY_LIMIT_BYTES must be at least 1')
    .default(1024 * 1024),
  ORDER_SWEEP_INTERVAL_MS: wholeNumber('ORDER_SWEEP_INTERVAL_MS')
    .min(0, 'ORDER_SWEEP_INTERVAL_MS must be 0 or more')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'must be true, false, a hop count or a list of addresses',
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // npm sets INIT_CWD to where the command was typed, while `npm start` itself runs in apps/api.
  INIT_CWD: z.string().optional(),
});
export type Env = z.infer<typeof envSchema>;

export type Require = (variable: keyof Env, why: string) => void;

export function checkRequirements(env: Env, require: Require): void {
  if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'dev') {
    require('SMS_PROVIDER', 'the dev SMS provider (codes in the log and the outbox) is refused in production; ' +
      'set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_KEY');
  }
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_HTTP_URL) require('SMS_HTTP_URL', 'is required when SMS_PROVIDER=http');
    if (!env.SMS_HTTP_KEY) require('SMS_HTTP_KEY', 'is required when SMS_PROVIDER=http');
  }
  if (env.GEOCODER === 'http' && !env.GEOCODER_URL)
    require('GEOCODER_URL', 'is required when GEOCODER=http');
  const storage = chosenStorage(env);
  if (storage.kind === 's3') {
    for (const variable of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[variable]) require(variable, `is required when ${storage.variable}=s3`);
    }
  }
}

/** Where files go, and which variable said so (messages name the one the operator set). */
export function chosenStorage(env: Env): {
  kind: StorageKind;
  variable: 'STORAGE' | 'MEDIA_STORAGE';
} {
  if (env.STORAGE) return { kind: env.STORAGE, variable: 'STORAGE' };
  return { kind: env.MEDIA_STORAGE ?? 'disk', variable: 'MEDIA_STORAGE' };
}

/** An unset and an empty variable mean the same: use the default. */
export function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  const entries = Object.entries(env).filter(
    (entry): entry is [string, string] => !!entry[1]?.trim(),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, value.trim()]));
}
