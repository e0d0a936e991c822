/** The career application (/careers): a job seeker, their experience and their CV. */
import { z } from 'zod';
import {
  email,
  fileSchema,
  mobileNumber,
  optionalText,
  personName,
  requiredText,
} from './forms.fields.schemas.js';
import {
  EXPERIENCE_YEARS_MAX,
  FORM_MESSAGES as M,
  FORM_TEXT_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
} from './forms.messages.js';
import { toAsciiDigits } from './input-filters.js';
import { PHOTO_MIME_TYPES } from './validation.schemas.js';

/** A CV may be a PDF or a photo of a printed one (what most phones make): JPEG or PNG. */
export const CV_MIME_TYPES = Object.freeze(['application/pdf', ...PHOTO_MIME_TYPES] as const);

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

export const careerFormSchema = z.object({
  full_name: personName(M.fullNameRequired),
  email,
  mobile_number: mobileNumber,
  role: requiredText(M.roleRequired),
  experience_years: experienceYears,
  linkedin_url: optionalWebAddress,
  cover_letter: optionalText(LONG_TEXT_MAX_LENGTH, M.coverLetterTooLong),
  cv: fileSchema(CV_MIME_TYPES, M.cvTypeNotValid, M.cvTypeNotValid).optional(),
});
