import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/build-test-app.js';
import { helmetOptions, renderSecurityHeaders, tileSourceForCsp } from './security-headers.js';

describe('tileSourceForCsp', () => {
  it('keeps the origin of the tile template, subdomain placeholders as *', () => {
    expect(tileSourceForCsp('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSourceForCsp('https://{s}.tiles.example.pk:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.pk:8443',
    );
  });
});

describe('renderSecurityHeaders', () => {
  it("renders helmet's headers once, upgrading insecure requests only in production", () => {
    const development = renderSecurityHeaders(helmetOptions(testConfig()));
    expect(development).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(development['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const config = { ...testConfig(), nodeEnv: 'production' as const };
    const production = renderSecurityHeaders(helmetOptions(config));
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('tag manager sources', () => {
  const policy = (tagManager: 'off' | 'google') =>
    renderSecurityHeaders(helmetOptions({ ...testConfig(), tagManager }))[
      'content-security-policy'
    ];

  it('keeps Google Tag Manager out of the policy unless TAG_MANAGER=google', () => {
    expect(policy('off')).not.toContain('googletagmanager');
    const allowed = policy('google');
    expect(allowed).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(allowed).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
  });
});
