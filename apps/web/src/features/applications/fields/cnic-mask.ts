import { toAsciiDigits } from '@sauda/domain';

/** "12345-1234567-1": 13 digits in groups of 5, 7 and 1. */
export const CNIC_MASKED_LENGTH = 15;
const DASHES_AFTER = [5, 12];

export interface MaskedCnic {
  value: string;
  /** Where the caret belongs in `value`: after the same digit it followed. */
  caret: number;
}

function digitsOf(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, '');
}

/** Keeps the digits (Urdu digits too), at most 13, and puts the dashes where the card has them. */
export function maskCnic(raw: string, caret: number = raw.length): MaskedCnic {
  const digits = digitsOf(raw).slice(0, 13);
  let value = '';
  for (let index = 0; index < digits.length; index += 1) {
    if (DASHES_AFTER.includes(index)) value += '-';
    value += digits.charAt(index);
  }
  const digitsBefore = Math.min(digitsOf(raw.slice(0, caret)).length, digits.length);
  let seen = 0;
  let position = 0;
  while (position < value.length && seen < digitsBefore) {
    if (/\d/.test(value.charAt(position))) seen += 1;
    position += 1;
  }
  return { value, caret: digitsBefore === digits.length ? value.length : position };
}
