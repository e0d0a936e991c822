import { createHash } from 'node:crypto';
import { FORM_DUPLICATE_WINDOW_MS, type FormType, type FormValues } from '@sauda/domain';

type DedupeKeyOf = { readonly [F in FormType]: (values: FormValues<F>) => string };

/** The same words are the same message, whatever the spacing or letter case. */
function messageFingerprint(message: string): string {
  const text = message.trim().replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Who submitted, for catching repeats: the mobile number of rider and merchant applications,
 * the email (in lower case) of career applications and newsletter sign-ups, and for a contact
 * message the email together with its text, so one person may still write about two things.
 */
const DEDUPE_KEYS: DedupeKeyOf = {
  rider: (values) => values.mobile_number,
  merchant: (values) => values.mobile_number,
  career: (values) => values.email.toLowerCase(),
  newsletter: (values) => values.email.toLowerCase(),
  contact: (values) => `${values.email.toLowerCase()}:${messageFingerprint(values.message)}`,
};

export function dedupeKeyOf<F extends FormType>(form: F, values: FormValues<F>): string {
  return DEDUPE_KEYS[form](values);
}

/** Submissions after this instant count as repeats; null: any earlier one does. */
export function duplicateWindowStart(form: FormType, now: Date): Date | null {
  const window = FORM_DUPLICATE_WINDOW_MS[form];
  return window === null ? null : new Date(now.getTime() - window);
}
