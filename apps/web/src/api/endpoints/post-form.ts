import type { FormSubmissionResponse, FormType } from '@sauda/domain';
import { env } from '../../config/env';
import { request } from '../request';
import { lazySchema } from '../lazy-schema';

/** Loaded with the first call, not with the page. */
const formSubmissionResponse = lazySchema(
  async () => (await import('@sauda/domain/forms.schemas')).formSubmissionResponseSchema,
);

/**
 * Sends one form to the form-collection service (SPEC §7: a custom full address, multipart,
 * no session). Resolves with `{ submission }`, plus the server's polite `message` when it
 * already had this submission; a refused field throws a RequestError carrying `fields`.
 */
export function postForm(
  form: FormType,
  values: Readonly<Record<string, unknown>>,
  options: { signal?: AbortSignal } = {},
): Promise<FormSubmissionResponse> {
  return request({
    url: `${env.VITE_FORMS_URL}/${form}`,
    base: 'custom',
    method: 'POST',
    multipart: true,
    auth: false,
    body: values,
    action: `POST_FORM_${form.toUpperCase()}`,
    schema: formSubmissionResponse,
    signal: options.signal,
  });
}
