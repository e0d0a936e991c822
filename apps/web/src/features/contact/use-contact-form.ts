import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_SCHEMAS, type ContactMessage, type ContactTopic } from '@sauda/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { postForm } from '../../api/endpoints/post-form';
import { isRequestError } from '../../api/request-error';
import { useErrorText } from '../../i18n';
import { CONTACT_FIELDS, emptyContactForm, type ContactFormValues } from './contact-form-values';

/** A message the server took: its reference and, for a repeat, the server's polite words. */
export interface ContactSent {
  reference: number;
  repeatMessage: string | undefined;
}

// The fields start blank (no topic chosen), which the schema's input type cannot express.
const resolver = zodResolver(FORM_SCHEMAS.contact) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactMessage
>;

/** The form's fields a refusal of the server names. */
function namedFields(error: unknown) {
  if (!isRequestError(error)) return [];
  return CONTACT_FIELDS.filter((name) => error.fields?.[name]);
}

/** Puts the server's messages on the fields it named, moving focus to the first. */
function showFieldErrors(
  form: UseFormReturn<ContactFormValues, unknown, ContactMessage>,
  error: unknown,
): void {
  if (!isRequestError(error)) return;
  namedFields(error).forEach((name, index) => {
    form.setError(
      name,
      { type: 'server', message: error.fields?.[name] },
      { shouldFocus: index === 0 },
    );
  });
}

/**
 * The contact form: checked in the browser by the same schema the API applies, sent to the
 * form-collection service, with the server's refusals shown under their fields.
 */
export function useContactForm(initialTopic: ContactTopic | undefined) {
  const { errorText } = useErrorText();
  const form = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyContactForm(initialTopic),
  });
  const send = useMutation({
    mutationFn: (message: ContactMessage) => postForm('contact', message),
    onError: (error) => showFieldErrors(form, error),
  });

  const sent: ContactSent | null = send.data
    ? {
        reference: send.data.submission.id,
        repeatMessage: send.data.submission.duplicate ? send.data.message : undefined,
      }
    : null;

  return {
    form,
    submit: form.handleSubmit((message) => send.mutate(message)),
    pending: send.isPending,
    sent,
    /** A failure no field explains (connection, server), shown under the form. */
    failure: send.error && namedFields(send.error).length === 0 ? errorText(send.error) : null,
    startOver: () => {
      send.reset();
      form.reset(emptyContactForm(initialTopic));
    },
  };
}
