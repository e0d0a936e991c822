/**
 * The rider, merchant, career, newsletter and contact forms (SPEC §1, §5, §7): their fields and rules,
 * used by the web through the react-hook-form resolver and by `POST /forms/{form}`, so both
 * refuse a field with the same words (FORM_MESSAGES). Every field reports its first failure.
 *
 * Values may come from a form's state (booleans, numbers, File objects) or from a multipart
 * post (text): checkboxes accept `true`, "true" and "on"; numbers accept digits as text.
 */
import { z } from 'zod';
import { NAME_MAX_LENGTH, RIDER_MIN_AGE } from './constants.js';
import {
  CONTACT_MESSAGE_MIN_LENGTH,
  EXPERIENCE_YEARS_MAX,
  FORM_FILE_MAX_MEGABYTES,
  FORM_MESSAGES as M,
  FORM_TEXT_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  ORDER_NUMBER_MAX_LENGTH,
} from './forms.messages.js';
import { toAsciiDigits } from './input-filters.js';
import { karachiDate } from './karachi-clock.js';
import { isDate, isEmail } from './patterns.js';
import { normalizeMobileNumber } from './phone.js';
import { PHOTO_MIME_TYPES } from './validation.schemas.js';

export const FORM_TYPES = Object.freeze([
  'rider',
  'merchant',
  'career',
  'newsletter',
  'contact',
] as const);
export type FormType = (typeof FORM_TYPES)[number];

export function isFormType(name: string): name is FormType {
  return (FORM_TYPES as readonly string[]).includes(name);
}

export const FORM_FILE_MAX_BYTES = FORM_FILE_MAX_MEGABYTES * 1024 * 1024;

/** A CV may be a PDF or a photo of a printed one (what most phones make): JPEG or PNG. */
export const CV_MIME_TYPES = Object.freeze(['application/pdf', ...PHOTO_MIME_TYPES] as const);

/** The file fields of each form and the types each accepts; every other field is text. */
export const FORM_FILE_FIELDS: Readonly<
  Record<FormType, Readonly<Record<string, readonly string[]>>>
> = Object.freeze({
  rider: { photo: PHOTO_MIME_TYPES },
  merchant: { store_photo: PHOTO_MIME_TYPES },
  career: { cv: CV_MIME_TYPES },
  newsletter: {},
  contact: {},
});

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

/** What a merchant sells: the catalog's industries, and Other. */
export const BUSINESS_CATEGORIES = Object.freeze([
  'Food',
  'Grocery',
  'Pharmacy',
  'Bakery',
  'Meat & Seafood',
  'Fruits & Vegetables',
  'Electronics',
  'Mobiles',
  'Fashion',
  'Beauty',
  'Home & Living',
  'Pets',
  'Flowers & Gifts',
  'Stationery',
  'Baby Care',
  'Sports',
  'Dairy',
  'Beverages',
  'Books',
  'Hardware',
  'Toys',
  'Health & Wellness',
  'Other',
] as const);

/** What a message to the support team is about, in the order the contact form offers them. */
export const CONTACT_TOPICS = Object.freeze([
  'Order help',
  'Payments & refunds',
  'Riders',
  'Merchant partners',
  'Careers',
  'Press',
  'Something else',
] as const);
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

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

function fileSchema(types: readonly string[], typeMessage: string, missingMessage: string) {
  return z
    .custom<FormFile>(isFormFile, { error: missingMessage, abort: true })
    .refine((file) => types.includes(file.type), { error: typeMessage, abort: true })
    .refine((file) => file.size <= FORM_FILE_MAX_BYTES, { error: M.fileTooLarge });
}

function requiredText(
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
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((text) => text || undefined);
}

// Latin letters (see input-filters) with the marks names carry: "Ali D'Souza", "M. Usman".
const PERSON_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;

function personName(missing: string) {
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
const mobileNumber = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, { error: M.mobileRequired, abort: true })
  .refine((text) => normalizeMobileNumber(text) !== null, { error: M.mobileNotValid })
  .transform((text) => normalizeMobileNumber(text) ?? text);

/** Absent or blank is undefined; anything else must be a Pakistani mobile number. */
const optionalMobileNumber = z
  .string({ error: M.mobileNotValid })
  .trim()
  .refine((text) => text === '' || normalizeMobileNumber(text) !== null, {
    error: M.mobileNotValid,
  })
  .optional()
  .transform((text) => (text ? (normalizeMobileNumber(text) ?? text) : undefined));

const email = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .refine(isEmail, { error: M.emailNotValid });

const optionalEmail = z
  .string({ error: M.emailNotValid })
  .trim()
  .refine((text) => text === '' || isEmail(text), { error: M.emailNotValid })
  .optional()
  .transform((text) => text || undefined);

const cnic = z
  .string({ error: M.cnicRequired })
  .trim()
  .min(1, { error: M.cnicRequired, abort: true })
  .refine((text) => normalizeCnic(text) !== null, { error: M.cnicNotValid })
  .transform((text) => normalizeCnic(text) ?? text);

const city = z.enum(FORM_CITIES, { error: M.cityRequired });

const CHECKED = new Set(['true', 'on', '1', 'yes']);

function isChecked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && CHECKED.has(value.trim().toLowerCase()));
}

/** A box that must be ticked. */
function mustBeChecked(message: string) {
  return z
    .unknown()
    .transform(isChecked)
    .pipe(z.literal(true, { error: message }));
}

function toWholeNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = toAsciiDigits(value).trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

const experienceYears = z
  .unknown()
  .transform(toWholeNumber)
  .pipe(
    z
      .number({ error: M.experienceNotValid })
      .int({ error: M.experienceNotValid })
      .min(0, { error: M.experienceNotValid })
      .max(EXPERIENCE_YEARS_MAX, { error: M.experienceNotValid }),
  );

/** http(s), a dotted host name, then an optional port and path without spaces. */
const WEB_ADDRESS_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isWebAddress(text: string): boolean {
  return WEB_ADDRESS_PATTERN.test(text);
}

const optionalWebAddress = z
  .string({ error: M.linkedinUrlNotValid })
  .trim()
  .refine((text) => text === '' || (text.length <= FORM_TEXT_MAX_LENGTH && isWebAddress(text)), {
    error: M.linkedinUrlNotValid,
  })
  .optional()
  .transform((text) => text || undefined);

/** Required, at least CONTACT_MESSAGE_MIN_LENGTH characters once trimmed. */
const contactMessage = z
  .string({ error: M.messageRequired })
  .trim()
  .min(1, { error: M.messageRequired, abort: true })
  .min(CONTACT_MESSAGE_MIN_LENGTH, { error: M.messageTooShort, abort: true })
  .max(LONG_TEXT_MAX_LENGTH, { error: M.longTextTooLong });

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

/** The forms' schemas; "18 or older" is judged on Karachi's date at `clock()`. */
export function createFormSchemas(clock: FormClock = () => new Date()) {
  return {
    rider: z.object({
      full_name: personName(M.fullNameRequired),
      mobile_number: mobileNumber,
      cnic,
      date_of_birth: riderDateOfBirth(clock),
      city,
      has_motorbike_licence: mustBeChecked(M.licenceRequired),
      owns_motorbike: mustBeChecked(M.motorbikeRequired),
      photo: fileSchema(PHOTO_MIME_TYPES, M.imageTypeNotValid, M.photoRequired),
    }),
    merchant: z.object({
      business_name: requiredText(M.businessNameRequired),
      owner_name: personName(M.ownerNameRequired),
      mobile_number: mobileNumber,
      email: optionalEmail,
      city,
      business_category: z.enum(BUSINESS_CATEGORIES, { error: M.businessCategoryRequired }),
      address: requiredText(M.addressRequired),
      store_photo: fileSchema(
        PHOTO_MIME_TYPES,
        M.imageTypeNotValid,
        M.imageTypeNotValid,
      ).optional(),
      message: optionalText(LONG_TEXT_MAX_LENGTH, M.longTextTooLong),
    }),
    career: z.object({
      full_name: personName(M.fullNameRequired),
      email,
      mobile_number: mobileNumber,
      role: requiredText(M.roleRequired),
      experience_years: experienceYears,
      linkedin_url: optionalWebAddress,
      cover_letter: optionalText(LONG_TEXT_MAX_LENGTH, M.coverLetterTooLong),
      cv: fileSchema(CV_MIME_TYPES, M.cvTypeNotValid, M.cvTypeNotValid).optional(),
    }),
    newsletter: z.object({ email }),
    contact: z.object({
      name: personName(M.fullNameRequired),
      email,
      mobile_number: optionalMobileNumber,
      topic: z.enum(CONTACT_TOPICS, { error: M.topicRequired }),
      order_number: optionalText(ORDER_NUMBER_MAX_LENGTH, M.orderNumberTooLong),
      message: contactMessage,
    }),
  };
}

export type FormSchemas = ReturnType<typeof createFormSchemas>;
/** The schemas on the device's clock, for the web's forms. */
export const FORM_SCHEMAS: FormSchemas = createFormSchemas();

export type FormInput<F extends FormType> = z.input<FormSchemas[F]>;
export type FormValues<F extends FormType> = z.output<FormSchemas[F]>;
export type RiderApplication = FormValues<'rider'>;
export type MerchantApplication = FormValues<'merchant'>;
export type CareerApplication = FormValues<'career'>;
export type NewsletterSignUp = FormValues<'newsletter'>;
export type ContactMessage = FormValues<'contact'>;

/**
 * How long a second submission of the same form by the same person (mobile number; email for
 * career and newsletter; email and message text for contact) is taken as a repeat and answered
 * politely instead of stored. A newsletter address stays subscribed, so its repeats are caught
 * at any distance.
 */
export const FORM_DUPLICATE_WINDOW_MS: Readonly<Record<FormType, number | null>> = Object.freeze({
  rider: 24 * 60 * 60 * 1000,
  merchant: 24 * 60 * 60 * 1000,
  career: 24 * 60 * 60 * 1000,
  newsletter: null,
  contact: 24 * 60 * 60 * 1000,
});

/** The polite answer to a repeat. */
export function duplicateSubmissionMessage(form: FormType): string {
  switch (form) {
    case 'newsletter':
      return M.alreadySubscribed;
    case 'contact':
      return M.alreadyContacted;
    case 'rider':
    case 'merchant':
    case 'career':
      return M.alreadyApplied;
  }
}

export const formParamsSchema = z.object({ form: z.string() });

export const formSubmissionSchema = z.object({
  id: z.number().int(),
  form: z.enum(FORM_TYPES),
  received_at: z.string(),
  /** True when this is an earlier submission answered again: nothing new was stored. */
  duplicate: z.boolean(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** 201 `{ submission }` when stored; 200 `{ submission, message }` for a repeat. */
export const formSubmissionResponseSchema = z.object({
  submission: formSubmissionSchema,
  message: z.string().optional(),
});
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;
