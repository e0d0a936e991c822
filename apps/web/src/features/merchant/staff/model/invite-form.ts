import { loginMobileSchema, merchantRoleSchema, type StaffInviteBody } from '@sauda/domain';
import { z } from 'zod';

/**
 * The invite form: the number as typed in the "+92 300 1234567" mask (sent without its spaces,
 * as sign-in does) and the role it joins with.
 */
export const inviteFormSchema = z.object({
  mobile_number: loginMobileSchema,
  role: merchantRoleSchema,
});

export type InviteFormValues = z.input<typeof inviteFormSchema>;

export const INVITE_FORM_DEFAULTS: InviteFormValues = { mobile_number: '', role: 'staff' };

/** The form's own fields: a server message for any other field is shown under the form. */
export function isInviteField(name: string): name is keyof StaffInviteBody {
  return name === 'mobile_number' || name === 'role';
}
