/**
 * The rider, merchant, career, newsletter and contact forms (SPEC §1, §5, §7) as one set: used
 * by the web through the react-hook-form resolver and by `POST /forms/{form}`, so both refuse a
 * field with the same words (FORM_MESSAGES). Each form's fields live in forms.<form>.schemas.ts,
 * the fields they share in forms.fields.schemas.ts.
 */
import { z } from 'zod';
import { CV_MIME_TYPES, careerFormSchema } from './forms.career.schemas.js';
import { contactFormSchema } from './forms.contact.schemas.js';
import { merchantFormSchema } from './forms.merchant.schemas.js';
import { FORM_MESSAGES as M } from './forms.messages.js';
import { newsletterFormSchema } from './forms.newsletter.schemas.js';
import { riderFormSchema, type FormClock } from './forms.rider.schemas.js';
import { PHOTO_MIME_TYPES } from './validation.schemas.js';

export { FORM_CITIES, FORM_FILE_MAX_BYTES, type FormFile } from './forms.fields.schemas.js';
export {
  CNIC_PATTERN,
  RIDER_MIN_AGE,
  isAtLeastAge,
  normalizeCnic,
  type FormClock,
} from './forms.rider.schemas.js';
export { BUSINESS_CATEGORIES } from './forms.merchant.schemas.js';
export { CV_MIME_TYPES } from './forms.career.schemas.js';
export { CONTACT_TOPICS, type ContactTopic } from './forms.contact.schemas.js';

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

/** The forms' schemas; "18 or older" is judged on Karachi's date at `clock()`. */
export function createFormSchemas(clock: FormClock = () => new Date()) {
  return {
    rider: riderFormSchema(clock),
    merchant: merchantFormSchema,
    career: careerFormSchema,
    newsletter: newsletterFormSchema,
    contact: contactFormSchema,
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
