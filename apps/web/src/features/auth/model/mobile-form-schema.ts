import { loginMobileSchema } from '@sauda/domain';
import { z } from 'zod';

/** Step 1 of sign-up and of the PIN reset: the mobile number, parsed without spaces. */
export const mobileFormSchema = z.object({ mobile: loginMobileSchema });
export type MobileFormInput = z.input<typeof mobileFormSchema>;
export type MobileFormOutput = z.output<typeof mobileFormSchema>;
