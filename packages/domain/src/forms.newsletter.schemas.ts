/** The footer's newsletter sign-up (SPEC §1): an email address, nothing else. */
import { z } from 'zod';
import { email } from './forms.fields.schemas.js';

export const newsletterFormSchema = z.object({ email });
