import { MESSAGES, guestNameSchema, isDate, isEmail } from '@sauda/domain';
import { z } from 'zod';
import { newPinFields, pinMismatchIssue, pinsMatch } from './new-pin-schema';

const optional = (check: (value: string) => boolean, key: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), { error: key });

/** A date of birth in the past (the date box gives YYYY-MM-DD). */
function isPastDate(value: string): boolean {
  return isDate(value) && value <= new Date().toISOString().slice(0, 10);
}

/** Sign-up step 3: full name and PIN (twice), optional email and date of birth. */
export const signUpDetailsSchema = z
  .object({
    fullName: guestNameSchema.pipe(z.string().min(1, { error: MESSAGES.invalidName })),
    ...newPinFields,
    email: optional(isEmail, 'auth.errors.invalidEmail'),
    dob: optional(isPastDate, 'auth.errors.invalidDob'),
  })
  .refine(pinsMatch, pinMismatchIssue);
export type SignUpDetailsInput = z.input<typeof signUpDetailsSchema>;
export type SignUpDetailsOutput = z.output<typeof signUpDetailsSchema>;
