import { applyPhoneMask } from '@sauda/domain';

/** "+923001234567" → "+92 300 1234567" with no-break spaces, so it never wraps mid-number. */
export function displayNumber(number: string): string {
  return applyPhoneMask(number).replace(/ /g, '\u00A0');
}
