/**
 * The patterns of the spec (§5): email, date, 24-hour time and moderate password strength.
 * The regexes check shape; the `isX` predicates are the full rule (a date must exist).
 */

/** Local part and dotted domain labels as in the HTML email input, plus a required dot. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address a mailbox can have (RFC 5321 path limit less the brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** YYYY-MM-DD with month 01–12 and day 01–31; `isDate` also checks the day exists. */
export const DATE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** HH:MM from 00:00 to 23:59. */
export const TIME_24H_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Moderate strength: 8 or more characters with an upper-case letter, a lower-case letter and a digit. */
export const MODERATE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export function isEmail(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date (Gregorian), worked out without Date so no time zone can shift it. */
export function isDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  return Number(day) <= daysInMonth(Number(year), Number(month));
}

export function isTime24h(text: string): boolean {
  return TIME_24H_PATTERN.test(text);
}

export function isModeratePassword(text: string): boolean {
  return MODERATE_PASSWORD_PATTERN.test(text);
}
