/**
 * The fields several forms share (SPEC §5, §7): names, mobile numbers, emails, cities, ticked
 * boxes and chosen files, each refusing with the words of FORM_MESSAGES and reporting its first
 * failure only.
 *
 * Values may come from a form's state (booleans, numbers, File objects) or from a multipart
 * post (text): checkboxes accept `true`, "true" and "on"; numbers accept digits as text.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './form-limits.js';
import {
  FORM_FILE_MAX_MEGABYTES,
  FORM_MESSAGES as M,
  FORM_TEXT_MAX_LENGTH,
} from './forms.messages.js';
import { isEmail } from './patterns.js';
import { normalizeMobileNumber } from './phone.js';

export const FORM_FILE_MAX_BYTES = FORM_FILE_MAX_MEGABYTES * 1024 * 1024;

/** Cities the product delivers in or recruits for. */
export const FORM_CITIES = Object.freeze([
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Hyderabad',
  'Sialkot',
  'Gujranwala',
] as const);

/** A chosen file as the rules see it: a browser File has these, so has an upload the API read. */
export interface FormFile {
  readonly name: string;
  /** The MIME type; the API sets it from the file's first bytes, not from what was declared. */
  readonly type: string;
  readonly size: number;
}

function isFormFile(value: unknown): value is FormFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file['name'] === 'string' &&
    typeof file['type'] === 'string' &&
    typeof file['size'] === 'number'
  );
}

export function fileSchema(types: readonly string[], typeMessage: string, missingMessage: string) {
  return z
    .custom<FormFile>(isFormFile, { error: missingMessage, abort: true })
    .refine((file) => types.includes(file.type), { error: typeMessage, abort: true })
    .refine((file) => file.size <= FORM_FILE_MAX_BYTES, { error: M.fileTooLarge });
}

export function requiredText(
  missing: string,
  max = FORM_TEXT_MAX_LENGTH,
  tooLong: string = M.textTooLong,
) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: tooLong });
}

/** Absent or blank is undefined. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((text) => text || undefined);
}

// Latin letters (see input-filters) with the marks names carry: "Ali D'Souza", "M. Usman".
const PERSON_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;

export function personName(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .refine((name) => name.length <= NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name), {
      error: M.nameNotValid,
    })
    .transform((name) => name.replace(/\s+/g, ' '));
}

/** Any written form of a Pakistani mobile number; parses to "+923001234567". */
export const mobileNumber = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, { error: M.mobileRequired, abort: true })
  .refine((text) => normalizeMobileNumber(text) !== null, { error: M.mobileNotValid })
  .transform((text) => normalizeMobileNumber(text) ?? text);

/** Absent or blank is undefined; anything else must be a Pakistani mobile number. */
export const optionalMobileNumber = z
  .string({ error: M.mobileNotValid })
  .trim()
  .refine((text) => text === '' || normalizeMobileNumber(text) !== null, {
    error: M.mobileNotValid,
  })
  .optional()
  .transform((text) => (text ? (normalizeMobileNumber(text) ?? text) : undefined));

export const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .refine(isEmail, { error: M.emailNotValid });

export const optionalEmail = z
  .string({ error: M.emailNotValid })
  .trim()
  .refine((text) => text === '' || isEmail(text), { error: M.emailNotValid })
  .optional()
  .transform((text) => text || undefined);

export const city = z.enum(FORM_CITIES, { error: M.cityRequired });

const CHECKED = new Set(['true', 'on', '1', 'yes']);

function isChecked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && CHECKED.has(value.trim().toLowerCase()));
}

/** A box that must be ticked. */
export function mustBeChecked(message: string) {
  return z
    .unknown()
    .transform(isChecked)
    .pipe(z.literal(true, { error: message }));
}
