/**
 * The rider application (/riders, SPEC §1): a rider is 18 or older on Karachi's date, holds a
 * national ID (CNIC) and a motorbike licence, and owns a motorbike.
 */
import { z } from 'zod';
import {
  city,
  fileSchema,
  mobileNumber,
  mustBeChecked,
  personName,
} from './forms.fields.schemas.js';
import { FORM_MESSAGES as M } from './forms.messages.js';
import { toAsciiDigits } from './input-filters.js';
import { karachiDate } from './karachi-clock.js';
import { isDate } from './patterns.js';
import { PHOTO_MIME_TYPES } from './validation.schemas.js';

export const RIDER_MIN_AGE = 18;

/** National identity card number (CNIC) as written on the card. */
export const CNIC_PATTERN = /^\d{5}-\d{7}-\d$/;

/** "12345-1234567-1", also from 13 bare digits; null when it is not a CNIC number. */
export function normalizeCnic(input: string): string | null {
  const text = toAsciiDigits(input).trim();
  if (CNIC_PATTERN.test(text)) return text;
  if (!/^\d{13}$/.test(text)) return null;
  return `${text.slice(0, 5)}-${text.slice(5, 12)}-${text.slice(12)}`;
}

/**
 * True when someone born on `dateOfBirth` is `years` old or older on `today` (both
 * YYYY-MM-DD). Someone born on 29 February comes of age on 1 March in a common year.
 */
export function isAtLeastAge(dateOfBirth: string, years: number, today: string): boolean {
  const year = Number(dateOfBirth.slice(0, 4)) + years;
  const monthDay = dateOfBirth.slice(5);
  const birthday = `${String(year).padStart(4, '0')}-${monthDay}`;
  const comesOfAge = isDate(birthday) ? birthday : `${year}-03-01`;
  return comesOfAge <= today;
}

const cnic = z
  .string({ error: M.cnicRequired })
  .trim()
  .min(1, { error: M.cnicRequired, abort: true })
  .refine((text) => normalizeCnic(text) !== null, { error: M.cnicNotValid })
  .transform((text) => normalizeCnic(text) ?? text);

/** Earliest date of birth taken as real. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The clock the age rule reads; the API passes the request's time. */
export type FormClock = () => Date;

function riderDateOfBirth(clock: FormClock) {
  return z
    .string({ error: M.dateOfBirthRequired })
    .trim()
    .min(1, { error: M.dateOfBirthRequired, abort: true })
    .refine((date) => isDate(date) && date >= EARLIEST_BIRTH_DATE && date <= karachiDate(clock()), {
      error: M.dateOfBirthNotValid,
      abort: true,
    })
    .refine((date) => isAtLeastAge(date, RIDER_MIN_AGE, karachiDate(clock())), {
      error: M.riderTooYoung,
    });
}

/** The rider form; "18 or older" is judged on Karachi's date at `clock()`. */
export function riderFormSchema(clock: FormClock) {
  return z.object({
    full_name: personName(M.fullNameRequired),
    mobile_number: mobileNumber,
    cnic,
    date_of_birth: riderDateOfBirth(clock),
    city,
    has_motorbike_licence: mustBeChecked(M.licenceRequired),
    owns_motorbike: mustBeChecked(M.motorbikeRequired),
    photo: fileSchema(PHOTO_MIME_TYPES, M.imageTypeNotValid, M.photoRequired),
  });
}
