import {
  MESSAGES,
  guestNameSchema,
  optionalDateOfBirthSchema,
  optionalEmailSchema,
} from '@sauda/domain';
import { z } from 'zod';
import { newPinFields, pinMismatchIssue, pinsMatch } from './new-pin-schema';

/** Name, email and date of birth as sign-up asks them; the profile page edits them by the same rules. */
export const personalDetailsFields = {
  fullName: guestNameSchema.pipe(z.string().min(1, { error: MESSAGES.invalidName })),
  // The same rules as update_user on the server.
  email: optionalEmailSchema,
  dob: optionalDateOfBirthSchema,
};

/** Sign-up step 3: full name and PIN (twice), optional email and date of birth. */
export const signUpDetailsSchema = z
  .object({
    fullName: personalDetailsFields.fullName,
    ...newPinFields,
    email: personalDetailsFields.email,
    dob: personalDetailsFields.dob,
  })
  .refine(pinsMatch, pinMismatchIssue);
export type SignUpDetailsInput = z.input<typeof signUpDetailsSchema>;
export type SignUpDetailsOutput = z.output<typeof signUpDetailsSchema>;
