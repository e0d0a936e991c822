import type { UpdateUserBody, User } from '@sauda/domain';
import { z } from 'zod';
import { personalDetailsFields } from '../../auth';

/** The profile form: name, email and date of birth, by sign-up's own rules (one schema). */
export const profileFormSchema = z.object(personalDetailsFields);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
export type ProfileField = keyof ProfileFormInput;

/** The form filled from the user as the server knows it; '' for what was never given. */
export function profileFormValues(user: User): ProfileFormInput {
  return { fullName: user.full_name ?? '', email: user.email ?? '', dob: user.dob ?? '' };
}

/** update_user's body; an optional field left empty is not sent, so it is not stored. */
export function updateUserBody(values: ProfileFormOutput): UpdateUserBody['user'] {
  return { full_name: values.fullName, email: values.email, dob: values.dob };
}

/** Where update_user's field messages (`user.full_name`…) belong on this form. */
export const SERVER_FIELDS: Record<string, ProfileField> = {
  'user.full_name': 'fullName',
  'user.email': 'email',
  'user.dob': 'dob',
};
