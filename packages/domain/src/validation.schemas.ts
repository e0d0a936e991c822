/**
 * Field rules of the spec (§5) as zod schemas with the spec's messages. The web forms use them
 * through the react-hook-form resolver and the API through its route schemas, so a field fails
 * with the same words on both sides. Each rule reports one message per field: the first failure.
 */
import { z } from 'zod';
import {
  GUEST_PASSWORD_MIN_LENGTH,
  LOGIN_PIN_MAX_LENGTH,
  OTP_LENGTH,
  PIN_LENGTH,
} from './auth-codes.js';
import { DEFAULT_TIP } from './checkout-options.js';
import { NAME_MAX_LENGTH, VOUCHER_CODE_MAX_LENGTH } from './form-limits.js';
import {
  isAlphanumeric,
  isAlphanumericWithSpaces,
  isLettersWithSpaces,
  WHOLE_NUMBER_PATTERN,
} from './input-filters.js';
import { MESSAGES } from './messages.js';
import {
  isValidContactPhone,
  isValidLoginPhone,
  PHONE_NATIONAL_DIGITS,
  stripPhoneSpaces,
} from './phone.js';

/** Login mobile in masked form ("+92 300 1234567"); parses to the sent form "+923001234567". */
export const loginMobileSchema = z
  .string({ error: MESSAGES.enterPhone })
  .min(1, { error: MESSAGES.enterPhone, abort: true })
  .refine(isValidLoginPhone, { error: MESSAGES.invalidPhone })
  .transform(stripPhoneSpaces);

/** A phone number as the web sends it once the mask's spaces are gone: +92 and 10 digits. */
export const phoneNumberSchema = z
  .string({ error: MESSAGES.enterPhone })
  .min(1, { error: MESSAGES.enterPhone, abort: true })
  .regex(new RegExp(`^\\+92\\d{${PHONE_NATIONAL_DIGITS}}$`), { error: MESSAGES.invalidPhone });

/**
 * Login PIN field. The spec says "exactly 6 characters; max length 30; letters and digits
 * only": the rule is exactly 6 letters or digits, and 30 (LOGIN_PIN_MAX_LENGTH) is how much
 * the text box lets a person type.
 */
export const loginPinSchema = z
  .string({ error: MESSAGES.enterPin })
  .refine((value) => value.length === PIN_LENGTH && isAlphanumeric(value), {
    error: MESSAGES.enterPin,
  });

/**
 * The password the server accepts on authenticate: every credential the product can create,
 * a 6-character PIN or a guest password (letters and digits, 5 to 30 characters). Looser than
 * the login form on purpose: a verified guest is logged in with the guest password.
 */
export const authenticatePasswordSchema = z
  .string({ error: MESSAGES.enterPin })
  .refine(
    (value) =>
      value.length >= GUEST_PASSWORD_MIN_LENGTH &&
      value.length <= LOGIN_PIN_MAX_LENGTH &&
      isAlphanumeric(value),
    { error: MESSAGES.enterPin },
  );

/** Longest address line the form and the API accept. */
export const ADDRESS_FIELD_MAX_LENGTH = 120;
const addressFieldTooLong = `Keep this under ${ADDRESS_FIELD_MAX_LENGTH} characters`;
const requiredText = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired })
  .max(ADDRESS_FIELD_MAX_LENGTH, { error: addressFieldTooLong });
const optionalText = z
  .string()
  .trim()
  .max(ADDRESS_FIELD_MAX_LENGTH, { error: addressFieldTooLong })
  .default('');

/**
 * The "Confirm Address Details" form. Title is `name`, flat/villa number is `room`, area is
 * `district`; those and `street` are required, the rest optional (an absent one becomes '').
 */
export const addressDetailsSchema = z.object({
  name: requiredText,
  room: requiredText,
  street: requiredText,
  district: requiredText,
  building: optionalText,
  floor: optionalText,
  landmark: optionalText,
});
export type AddressDetailsInput = z.input<typeof addressDetailsSchema>;
export type AddressDetails = z.output<typeof addressDetailsSchema>;

/** Voucher code: required, letters and digits, at most 50; surrounding spaces are ignored. */
export const voucherCodeSchema = z
  .string({ error: MESSAGES.enterVoucherCode })
  .trim()
  .refine((value) => value.length <= VOUCHER_CODE_MAX_LENGTH && isAlphanumeric(value), {
    error: MESSAGES.enterVoucherCode,
  });

/** Contact phone, masked (13–15 characters) or in E.164, or empty; parses without spaces. */
export const contactPhoneSchema = z
  .string({ error: MESSAGES.invalidContactPhone })
  .refine(isValidContactPhone, { error: MESSAGES.invalidContactPhone })
  .transform(stripPhoneSpaces);

/** Guest name: required, Latin letters and spaces, at most 50 (after trimming). */
export const guestNameSchema = z
  .string({ error: MESSAGES.invalidName })
  .trim()
  .refine((value) => value.length <= NAME_MAX_LENGTH && isLettersWithSpaces(value), {
    error: MESSAGES.invalidName,
  });

/**
 * Guest password: letters and digits, longer than 4. The spec sets no maximum; 30 is the login
 * field's limit, so that the guest can later type the password there.
 */
export const guestPasswordSchema = z
  .string({ error: MESSAGES.invalidPassword })
  .refine(
    (value) =>
      value.length >= GUEST_PASSWORD_MIN_LENGTH &&
      value.length <= LOGIN_PIN_MAX_LENGTH &&
      isAlphanumeric(value),
    { error: MESSAGES.invalidPassword },
  );

// The spec gives tip, one-time code, search and photo type no message: the UI's filters and
// pickers keep them from failing, and the API answers zod's own text.

/**
 * Tip in whole rupees, 0 or more, from a number or the text of the tip box; absent or an
 * emptied box means no tip (the default 0).
 */
export const tipSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .refine((value) => value === '' || WHOLE_NUMBER_PATTERN.test(value))
      .transform((value) => (value === '' ? 0 : Number(value))),
  ])
  .pipe(z.number().int().min(0))
  .default(DEFAULT_TIP);

/** One-time code: exactly 6 ASCII digits. */
export const oneTimeCodeSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`));

/** Search box text: trimmed; letters, digits and spaces only; empty means no search. */
export const searchQuerySchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isAlphanumericWithSpaces(value));

/** Photo uploads accept jpeg and png only. */
export const PHOTO_MIME_TYPES = Object.freeze(['image/jpeg', 'image/png'] as const);
export const photoMimeTypeSchema = z.enum(PHOTO_MIME_TYPES);

/** The prototype product wizard's name: non-empty. */
export const productNameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required });
