import { MESSAGES, loginPinSchema } from '@sauda/domain';
import { z } from 'zod';

export const PIN_MISMATCH_KEY = 'auth.errors.pinMismatch';

/** A new PIN typed twice: the PIN rule of §5, and the same text in both boxes. */
export const newPinFields = {
  pin: loginPinSchema,
  confirmPin: z.string({ error: MESSAGES.enterPin }),
};

/** A mismatch counts once the PIN itself is valid; until then the PIN's own message says it. */
export function pinsMatch(value: { pin: string; confirmPin: string }): boolean {
  return !loginPinSchema.safeParse(value.pin).success || value.pin === value.confirmPin;
}

export const pinMismatchIssue = { error: PIN_MISMATCH_KEY, path: ['confirmPin'] };
