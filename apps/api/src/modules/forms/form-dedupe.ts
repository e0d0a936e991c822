import { FORM_DUPLICATE_WINDOW_MS, type FormType, type FormValues } from '@sauda/domain';

/**
 * Who submitted, for catching repeats: the mobile number of rider and merchant applications,
 * the email (in lower case) of career applications and newsletter sign-ups.
 */
export function dedupeKeyOf(form: FormType, values: FormValues<FormType>): string {
  if (form === 'career' || form === 'newsletter') {
    return 'email' in values && typeof values.email === 'string' ? values.email.toLowerCase() : '';
  }
  return 'mobile_number' in values ? values.mobile_number : '';
}

/** Submissions after this instant count as repeats; null: any earlier one does. */
export function duplicateWindowStart(form: FormType, now: Date): Date | null {
  const window = FORM_DUPLICATE_WINDOW_MS[form];
  return window === null ? null : new Date(now.getTime() - window);
}
