import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { INIT_CWD: '/srv/sauda' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/sauda/data',
      pgliteDir: '/srv/sauda/data/pglite',
      mediaDir: '/srv/sauda/data/media',
      databaseUrl: undefined,
      seed: 'demo',
      sms: { provider: 'dev' },
      formsUrl: '/api/v1/forms',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      geocoder: { provider: 'gazetteer' },
      media: { storage: 'disk' },
      logLevel: 'info',
      appVersion: '1.2.9',
      tagManager: 'off',
      rateLimitMax: 300,
      bodyLimitBytes: 1024 * 1024,
      trustProxy: false,
      orderSweepIntervalMs: 15_000,
    });
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('takes every override', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PORT: '4100',
      DATA_DIR: '/tmp/sauda',
      PGLITE_DIR: 'db',
      DATABASE_URL: 'postgresql://sauda@localhost:5432/sauda',
      SEED: 'none',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.pk/send',
      SMS_HTTP_KEY: 'k',
      FORMS_URL: 'https://forms.example.pk/submit',
      MAP_TILE_URL: 'https://{s}.tiles.example.pk/{z}/{x}/{y}.png',
      GEOCODER: 'http',
      GEOCODER_URL: 'https://geo.example.pk',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/srv/web',
      APP_VERSION: '2.0.0',
      RATE_LIMIT_MAX: '0',
      BODY_LIMIT_BYTES: '2048',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      ORDER_SWEEP_INTERVAL_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/tmp/sauda',
      pgliteDir: '/srv/sauda/db',
      mediaDir: '/tmp/sauda/media',
      seed: 'none',
      sms: { provider: 'http', url: 'https://sms.example.pk/send', key: 'k' },
      geocoder: { provider: 'http', url: 'https://geo.example.pk', key: undefined },
      media: { storage: 's3', bucket: 'media', region: 'us-east-1', endpoint: undefined },
      logLevel: 'warn',
      webDistDir: '/srv/web',
      appVersion: '2.0.0',
      rateLimitMax: 0,
      bodyLimitBytes: 2048,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      orderSweepIntervalMs: 5000,
    });
  });

  it('treats empty variables as unset and parses TRUST_PROXY forms', () => {
    expect(loadConfig({ ...base, PORT: '', HOST: ' ' })).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
    });
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('keeps test runs quiet unless asked', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ ...base, NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('leaves the order sweep off under test unless asked, and lets 0 turn it off anywhere', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).orderSweepIntervalMs).toBe(0);
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', ORDER_SWEEP_INTERVAL_MS: '50' }).orderSweepIntervalMs,
    ).toBe(50);
    expect(loadConfig({ ...base, ORDER_SWEEP_INTERVAL_MS: '0' }).orderSweepIntervalMs).toBe(0);
    expect(problemsOf({ ...base, ORDER_SWEEP_INTERVAL_MS: '-5' })).toEqual([
      'ORDER_SWEEP_INTERVAL_MS must be 0 or more',
    ]);
  });

  it('names each bad variable in a readable error', () => {
    const problems = problemsOf({
      ...base,
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      SEED: 'lots',
      MAP_TILE_URL: 'tiles',
      RATE_LIMIT_MAX: '-1',
    });
    expect(problems).toHaveLength(5);
    expect(problems).toContain('PORT must be a number');
    expect(problems).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(problems.find((problem) => problem.startsWith('SEED:'))).toMatch(/demo/);
    expect(problems.find((problem) => problem.startsWith('MAP_TILE_URL:'))).toBeDefined();
    expect(() => loadConfig({ ...base, PORT: '70000' })).toThrow(
      /Invalid configuration:\n {2}- PORT/,
    );
  });

  it('requires the settings of the chosen providers', () => {
    expect(problemsOf({ ...base, SMS_PROVIDER: 'http' })).toEqual([
      'SMS_HTTP_URL: is required when SMS_PROVIDER=http',
      'SMS_HTTP_KEY: is required when SMS_PROVIDER=http',
    ]);
    expect(problemsOf({ ...base, GEOCODER: 'http' })).toEqual([
      'GEOCODER_URL: is required when GEOCODER=http',
    ]);
    expect(problemsOf({ ...base, MEDIA_STORAGE: 's3', S3_BUCKET: 'b' })).toEqual([
      'S3_ACCESS_KEY_ID: is required when MEDIA_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: is required when MEDIA_STORAGE=s3',
    ]);
  });

  it('reads STORAGE, keeps MEDIA_STORAGE as its older name, and lets STORAGE win', () => {
    const s3 = { S3_BUCKET: 'sauda-media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig({ ...base, ...s3 }).media).toEqual({ storage: 'disk' });
    expect(loadConfig({ ...base, ...s3, STORAGE: 's3' }).media).toEqual({
      storage: 's3',
      endpoint: undefined,
      bucket: 'sauda-media',
      accessKeyId: 'id',
      secretAccessKey: 's',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...base, ...s3, MEDIA_STORAGE: 's3' }).media.storage).toBe('s3');
    expect(loadConfig({ ...base, ...s3, STORAGE: 'disk', MEDIA_STORAGE: 's3' }).media.storage).toBe(
      'disk',
    );
    expect(problemsOf({ ...base, STORAGE: 's3', MEDIA_STORAGE: 'disk' })).toEqual([
      'S3_BUCKET: is required when STORAGE=s3',
      'S3_ACCESS_KEY_ID: is required when STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: is required when STORAGE=s3',
    ]);
    expect(problemsOf({ ...base, STORAGE: 'ftp' })).toEqual([
      'STORAGE: Invalid option: expected one of "disk"|"s3"',
    ]);
  });

  it('puts the bucket in the path when an endpoint is set, unless told otherwise', () => {
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'b1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 's',
    };
    const endpoint = { S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1' };
    expect(loadConfig({ ...base, ...s3, ...endpoint }).media).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...base, ...s3, ...endpoint, S3_FORCE_PATH_STYLE: 'false' }).media,
    ).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'true' }).media).toMatchObject({
      forcePathStyle: true,
    });
    expect(problemsOf({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE must be true or false',
    ]);
    expect(problemsOf({ ...base, ...s3, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT must be an http(s) URL',
    ]);
  });

  it('refuses the dev SMS provider in production', () => {
    const problems = problemsOf({ ...base, NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SMS_PROVIDER: the dev SMS provider .* refused in production/);
  });
});
