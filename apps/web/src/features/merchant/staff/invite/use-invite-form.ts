import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffInviteBody, StaffMember } from '@sauda/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isRequestError } from '../../../../api/request-error';
import { errorMessage, type ShownMessage } from '../../../../api/server-message';
import { useInviteStaff } from '../api/invite-staff';
import {
  INVITE_FORM_DEFAULTS,
  inviteFormSchema,
  isInviteField,
  type InviteFormValues,
} from '../model/invite-form';

/** Refusals about the number itself, which the server sends without a field. */
const NUMBER_CODES: ReadonlySet<string> = new Set(['already_member', 'already_invited']);

/**
 * The invite dialog's form: the number checked as sign-in checks it, sent without its spaces.
 * The server's field messages (and a number already here or already invited) land under the
 * number; anything else (too many invitations, the last owner) shows under the form.
 */
export function useInviteForm(storeId: string, onInvited: (member: StaffMember) => void) {
  const form = useForm<InviteFormValues, unknown, StaffInviteBody>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: INVITE_FORM_DEFAULTS,
  });
  const invite = useInviteStaff(storeId);
  const [formMessage, setFormMessage] = useState<string | ShownMessage | null>(null);

  const refused = (error: unknown) => {
    const fields = Object.entries((isRequestError(error) && error.fields) || {}).filter(([name]) =>
      isInviteField(name),
    );
    if (fields.length === 0 && isRequestError(error) && NUMBER_CODES.has(error.code)) {
      fields.push(['mobile_number', error.message]);
    }
    fields.forEach(([name, message], position) =>
      form.setError(
        name as keyof InviteFormValues,
        { type: 'server', message },
        { shouldFocus: position === 0 },
      ),
    );
    setFormMessage(fields.length > 0 ? null : errorMessage(error));
  };

  const submit = form.handleSubmit((body) => {
    setFormMessage(null);
    invite.mutate(body, { onSuccess: onInvited, onError: refused });
  });

  return { form, submit, sending: invite.isPending, formMessage };
}
