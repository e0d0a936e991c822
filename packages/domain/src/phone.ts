/**
 * Pakistani phone numbers in the mask "+92 999 9999999": the country code, 3 digits, a space,
 * 7 digits (15 characters when complete). The form keeps the masked text; spaces are removed
 * before sending ("+923001234567").
 */
import { toAsciiDigits } from './input-filters.js';

export const PHONE_COUNTRY_CODE = '+92';
export const PHONE_MASK = '+92 999 9999999';
/** Digits after the country code. */
export const PHONE_NATIONAL_DIGITS = 10;
/** A complete number in masked form, e.g. "+92 300 1234567". */
export const PHONE_MASKED_LENGTH = 15;
export const CONTACT_PHONE_MIN_LENGTH = 13;
export const CONTACT_PHONE_MAX_LENGTH = 15;

/** A complete masked number. */
export const MASKED_PHONE_PATTERN = /^\+92 \d{3} \d{7}$/;
/**
 * A contact phone without its spaces: the country code and 8 to 10 digits, i.e. a number that is
 * complete or lacks at most its last 2 digits ("+92 300 12345" masked, "+9230012345" in E.164).
 */
const CONTACT_PHONE_DIGITS_PATTERN = /^\+92\d{8,10}$/;
/** A mobile number as sent: country code, then 3, then 9 more digits. */
export const MOBILE_NUMBER_PATTERN = /^\+923\d{9}$/;

const COUNTRY_DIGITS = PHONE_COUNTRY_CODE.slice(1);
const INTERNATIONAL_PREFIX = `00${COUNTRY_DIGITS}`;

/**
 * The national digits (after +92) of whatever was typed or pasted, untruncated. Understands
 * "+92 300 1234567", "+923001234567", "923001234567", "00923001234567" and "03001234567";
 * a 0 right after the country code ("+92 (0)300 …") is the trunk prefix and is dropped too.
 */
function nationalDigits(input: string): string {
  const text = toAsciiDigits(input).trim();
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    // "+" or "+9" is a half-deleted country code, not the start of a number.
    if (COUNTRY_DIGITS.startsWith(digits)) return '';
    if (digits.startsWith(COUNTRY_DIGITS)) digits = digits.slice(COUNTRY_DIGITS.length);
  } else if (digits.startsWith(INTERNATIONAL_PREFIX)) {
    digits = digits.slice(INTERNATIONAL_PREFIX.length);
  } else if (digits.startsWith(COUNTRY_DIGITS) && digits.length > PHONE_NATIONAL_DIGITS) {
    digits = digits.slice(COUNTRY_DIGITS.length);
  }
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/**
 * Formats typed or pasted text into the mask as far as it goes: "3" → "+92 3",
 * "3001" → "+92 300 1", "03001234567" → "+92 300 1234567". No digits gives "" so the field
 * can be emptied; digits beyond the 10th are dropped.
 */
export function applyPhoneMask(input: string): string {
  const national = nationalDigits(input).slice(0, PHONE_NATIONAL_DIGITS);
  if (national === '') return '';
  const operator = national.slice(0, 3);
  const subscriber = national.slice(3);
  return `${PHONE_COUNTRY_CODE} ${operator}${subscriber === '' ? '' : ` ${subscriber}`}`;
}

/** "+92 300 1234567" → "+923001234567": the form in which numbers are sent. */
export function stripPhoneSpaces(masked: string): string {
  return masked.replace(/\s/g, '');
}

/** Login mobile: non-empty and complete (15 characters) in masked form. */
export function isValidLoginPhone(masked: string): boolean {
  return masked.length === PHONE_MASKED_LENGTH && MASKED_PHONE_PATTERN.test(masked);
}

/**
 * Contact phone: empty, or 13 to 15 characters in masked form, or the same number in E.164
 * ("+923001234567"). Spaces are only formatting, so the rule is the one on the number without
 * them: a pasted or API-sent E.164 number passes as its masked twin does.
 */
export function isValidContactPhone(phone: string): boolean {
  if (phone === '') return true;
  return CONTACT_PHONE_DIGITS_PATTERN.test(stripPhoneSpaces(phone));
}

// Separators people write in phone numbers; anything else (letters, a second number) is refused.
const PHONE_TEXT = /^[+\d\s().-]+$/;

/**
 * Any written form of a Pakistani mobile number → "+923001234567", or null when it is not
 * one: after the country code a mobile number has exactly 10 digits and starts with 3.
 */
export function normalizeMobileNumber(input: string): string | null {
  const text = toAsciiDigits(input);
  if (!PHONE_TEXT.test(text)) return null;
  const national = nationalDigits(text);
  const number = `${PHONE_COUNTRY_CODE}${national}`;
  return MOBILE_NUMBER_PATTERN.test(number) ? number : null;
}
