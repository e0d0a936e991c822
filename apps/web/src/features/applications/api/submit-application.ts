import {
  formSubmissionResponseSchema,
  type FormSubmissionResponse,
  type FormType,
  type FormValues,
} from '@sauda/domain';
import { env } from '../../../config/env';
import { request } from '../../../api/request';
import { applicationFormData } from './application-form-data';

/** The forms a person applies with; the newsletter lives in the footer. */
export type ApplicationForm = Exclude<FormType, 'newsletter'>;

/**
 * Sends one application to the form-collection service (SPEC §7: multipart, custom address,
 * no session). Resolves with the stored submission, or with the earlier one and a polite
 * message when this is a repeat; throws a RequestError otherwise.
 */
export function submitApplication<F extends ApplicationForm>(
  form: F,
  values: FormValues<F>,
): Promise<FormSubmissionResponse> {
  return request({
    url: `${env.VITE_FORMS_URL}/${form}`,
    base: 'custom',
    method: 'POST',
    multipart: true,
    auth: false,
    body: applicationFormData(values),
    schema: formSubmissionResponseSchema,
  });
}
