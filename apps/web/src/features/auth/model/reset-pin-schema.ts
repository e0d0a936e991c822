import { oneTimeCodeSchema } from '@sauda/domain';
import { z } from 'zod';
import { newPinFields, pinMismatchIssue, pinsMatch } from './new-pin-schema';

export const OTP_INCOMPLETE_KEY = 'auth.errors.otpIncomplete';

/** PIN reset step 2: the 6-digit code and the new PIN (twice). */
export const resetPinSchema = z
  .object({
    code: z
      .string()
      .refine((value) => oneTimeCodeSchema.safeParse(value).success, { error: OTP_INCOMPLETE_KEY }),
    ...newPinFields,
  })
  .refine(pinsMatch, pinMismatchIssue);
export type ResetPinInput = z.input<typeof resetPinSchema>;
