import { describe, expect, it } from 'vitest';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-codes.js';

describe('generateOtpCode', () => {
  it('makes 6 ASCII digits, leading zeros included, and not always the same', () => {
    const codes = Array.from({ length: 2000 }, generateOtpCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});

describe('hashOtpCode', () => {
  const binding = { userId: 7, purpose: 'signup', target: '+923001234567' } as const;

  it('matches only the same code for the same user, purpose and number', () => {
    const stored = { ...binding, codeHash: hashOtpCode(binding, '123456') };
    expect(stored.codeHash).not.toContain('123456');
    expect(otpCodeMatches(stored, '123456')).toBe(true);
    expect(otpCodeMatches(stored, '123457')).toBe(false);
    expect(otpCodeMatches({ ...stored, userId: 8 }, '123456')).toBe(false);
    expect(otpCodeMatches({ ...stored, purpose: 'forgot_password' }, '123456')).toBe(false);
    expect(otpCodeMatches({ ...stored, target: '+923001234568' }, '123456')).toBe(false);
    expect(otpCodeMatches({ ...stored, codeHash: 'abc' }, '123456')).toBe(false);
  });
});
