import { loginMobileSchema, loginPinSchema } from '@sauda/domain';
import { z } from 'zod';

/** The login dialog's fields with the spec's rules and messages (§5). */
export const loginFormSchema = z.object({
  mobile: loginMobileSchema,
  pin: loginPinSchema,
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;
