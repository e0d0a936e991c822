import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { INIT_CWD: '/srv/sauda' };
const production = {
  ...base,
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.pk/send',
  SMS_HTTP_KEY: 'k',
};
const TOKEN = 'a-long-metrics-token-0123';

describe('METRICS_TOKEN', () => {
  it('leaves /metrics open in development and tests without a token', () => {
    expect(loadConfig(base).metrics).toEqual({ access: 'open' });
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).metrics).toEqual({ access: 'open' });
  });

  it('turns /metrics off in production without a token', () => {
    expect(loadConfig(production).metrics).toEqual({ access: 'off' });
  });

  it('asks for the token wherever one is set', () => {
    expect(loadConfig({ ...production, METRICS_TOKEN: TOKEN }).metrics).toEqual({
      access: 'token',
      token: TOKEN,
    });
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN }).metrics).toEqual({
      access: 'token',
      token: TOKEN,
    });
  });

  it('refuses a short token', () => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ ...base, METRICS_TOKEN: 'short' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'METRICS_TOKEN must be at least 16 characters',
      ]);
    }
  });
});
