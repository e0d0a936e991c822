import { PHONE_COUNTRY_CODE, applyPhoneMask } from '@sauda/domain';

export interface MaskedInput {
  value: string;
  /** Where the caret belongs in `value`. */
  caret: number;
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/**
 * Applies the "+92 999 9999999" mask to what the field now holds and keeps the caret after the
 * same digit it followed, so fixing a digit in the middle does not throw the caret to the end.
 * Text without the country code in front (the first digit typed, a pasted "0300…") leaves the
 * caret at the end.
 */
export function maskPhoneInput(raw: string, caret: number = raw.length): MaskedInput {
  const value = applyPhoneMask(raw);
  const digitsBefore = digitCount(raw.slice(0, caret));
  if (!raw.startsWith(PHONE_COUNTRY_CODE) || digitsBefore >= digitCount(value)) {
    return { value, caret: value.length };
  }
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (/\d/.test(value.charAt(index))) seen += 1;
    if (seen === digitsBefore) return { value, caret: index + 1 };
  }
  return { value, caret: 0 };
}
