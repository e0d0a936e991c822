import { describe, expect, it } from 'vitest';
import { env } from './env';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('gives every variable its default when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      VITE_API_BASE: '/api/v1',
      VITE_API_V2_BASE: '/api/v2',
      VITE_FORMS_URL: '/api/v1/forms',
      VITE_WALLET_API_KEY: 'sauda-web-wallet',
      VITE_ENVIRONMENT: 'production',
      VITE_GTM_ID_PRODUCTION: undefined,
      VITE_GTM_ID_OTHER: undefined,
    });
  });

  it('treats an empty string from a .env file as unset', () => {
    const parsed = parseEnv({ VITE_API_BASE: '', VITE_GTM_ID_OTHER: '' });
    expect(parsed.VITE_API_BASE).toBe('/api/v1');
    expect(parsed.VITE_GTM_ID_OTHER).toBeUndefined();
  });

  it('keeps configured values and ignores unrelated variables', () => {
    const parsed = parseEnv({
      VITE_API_BASE: 'https://api.sauda.pk/api/v1',
      VITE_FORMS_URL: 'https://forms.example.com/submit',
      VITE_ENVIRONMENT: 'staging',
      VITE_GTM_ID_PRODUCTION: 'GTM-PROD',
      MODE: 'test',
    });
    expect(parsed).toMatchObject({
      VITE_API_BASE: 'https://api.sauda.pk/api/v1',
      VITE_FORMS_URL: 'https://forms.example.com/submit',
      VITE_ENVIRONMENT: 'staging',
      VITE_GTM_ID_PRODUCTION: 'GTM-PROD',
    });
    expect(parsed).not.toHaveProperty('MODE');
  });

  it('rejects a variable of the wrong type', () => {
    expect(() => parseEnv({ VITE_API_BASE: 42 })).toThrow(/VITE_API_BASE/);
  });

  it('exports the parsed environment of the running app', () => {
    expect(env.VITE_API_BASE).toBe('/api/v1');
  });
});
