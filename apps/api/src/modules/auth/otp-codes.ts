import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@sauda/domain';
import type { OtpPurposeValue } from './otps.repository.js';

/** What a code is bound to: it verifies nothing else. */
export interface OtpBinding {
  userId: number;
  purpose: OtpPurposeValue;
  target: string;
}

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** Only this hash is stored; it covers the binding, so a row cannot be moved to another user. */
export function hashOtpCode(binding: OtpBinding, code: string): string {
  return createHash('sha256')
    .update(`${binding.userId}:${binding.purpose}:${binding.target}:${code}`)
    .digest('hex');
}

export function otpCodeMatches(stored: OtpBinding & { codeHash: string }, code: string): boolean {
  const expected = Buffer.from(stored.codeHash, 'hex');
  const actual = Buffer.from(hashOtpCode(stored, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function otpSmsBody(code: string): string {
  return `${code} is your Sauda code. It expires in 5 minutes. Never share it with anyone.`;
}
