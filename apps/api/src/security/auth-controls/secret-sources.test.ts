import * as crypto from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from '../../modules/auth/otp-codes.js';
import { useAccountsTestApp } from '../../modules/auth/testing/use-accounts-test-app.js';
import { hashSecret, verifySecret } from '../pin-hash.js';

// The real functions, watched: which source each secret comes from, and how it is compared.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return {
    ...actual,
    randomBytes: vi.fn(actual.randomBytes),
    randomInt: vi.fn(actual.randomInt),
    timingSafeEqual: vi.fn(actual.timingSafeEqual),
  };
});

const accounts = useAccountsTestApp(400);

/** The hex of every buffer `randomBytes(size)` answered since the last clear. */
function drawnHex(size: number): string[] {
  const { calls, results } = vi.mocked(crypto.randomBytes).mock;
  return calls.flatMap(([asked], i) => {
    const result = results[i];
    const drawn: unknown = result?.type === 'return' ? result.value : undefined;
    return asked === size && Buffer.isBuffer(drawn) ? [drawn.toString('hex')] : [];
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('where secrets come from', () => {
  it('a session token is 32 bytes (256 bits) of crypto.randomBytes, as hex', async () => {
    const { token } = await accounts.client.guest();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(drawnHex(32)).toContain(token);
  });

  it('a one-time code is crypto.randomInt below 10^6', () => {
    const code = generateOtpCode();
    expect(crypto.randomInt).toHaveBeenCalledWith(0, 1_000_000);
    const drawn = vi.mocked(crypto.randomInt).mock.results[0];
    expect(drawn?.type === 'return' && String(drawn.value).padStart(6, '0')).toBe(code);
  });

  it('a PIN hash has a salt of 16 bytes of crypto.randomBytes', async () => {
    const stored = await hashSecret('482913');
    const salt = Buffer.from(stored.split('$')[4] ?? '', 'base64').toString('hex');
    expect(drawnHex(16)).toEqual([salt]);
  });
});

describe('how secrets are compared', () => {
  it('a PIN is checked with crypto.timingSafeEqual over the whole 64-byte key', async () => {
    const stored = await hashSecret('482913');
    expect(await verifySecret('000000', stored)).toBe(false);
    const [[derived, kept] = []] = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(derived).toHaveLength(64);
    expect(kept).toHaveLength(64);
  });

  it('a one-time code is checked with crypto.timingSafeEqual over its SHA-256', () => {
    const binding = { userId: 7, purpose: 'signup', target: '+923001234567' } as const;
    const stored = { ...binding, codeHash: hashOtpCode(binding, '123456') };
    expect(otpCodeMatches(stored, '654321')).toBe(false);
    const [[expected, given] = []] = vi.mocked(crypto.timingSafeEqual).mock.calls;
    expect(expected).toHaveLength(32);
    expect(given).toHaveLength(32);
  });
});
