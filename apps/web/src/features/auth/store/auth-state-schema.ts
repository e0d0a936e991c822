import { guestSignupResponseSchema, industrySchema, userSchema } from '@sauda/domain';
import { z } from 'zod';
import type { AuthState } from './auth-state';

/** A stored session as `AuthState` holds it; loaded only when a session is stored. */
export const authStateSchema: z.ZodType<AuthState> = z.object({
  user: userSchema.nullable(),
  /** From user.is_guest; true until someone logs in with a number and PIN. */
  isGuest: z.boolean(),
  guestSignupResponse: guestSignupResponseSchema.nullable(),
  selectedAddressId: z.number().int().nullable(),
  industry_types: z.array(industrySchema),
  /** Epoch milliseconds of the last login (guest or registered). */
  loginTime: z.number().nullable(),
});
