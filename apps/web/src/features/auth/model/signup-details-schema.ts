import {
  MESSAGES,
  guestNameSchema,
  optionalDateOfBirthSchema,
  optionalEmailSchema,
} from '@sauda/domain';
import { z } from 'zod';
import { newPinFields, pinMismatchIssue, pinsMatch } from './new-pin-schema';

/** Sign-up step 3: full name and PIN (twice), optional email and date of birth. */
export const signUpDetailsSchema = z
  .object({
    fullName: guestNameSchema.pipe(z.string().min(1, { error: MESSAGES.invalidName })),
    ...newPinFields,
    // The same rules as update_user on the server.
    email: optionalEmailSchema,
    dob: optionalDateOfBirthSchema,
  })
  .refine(pinsMatch, pinMismatchIssue);
export type SignUpDetailsInput = z.input<typeof signUpDetailsSchema>;
export type SignUpDetailsOutput = z.output<typeof signUpDetailsSchema>;
