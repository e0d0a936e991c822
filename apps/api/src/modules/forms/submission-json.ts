import type { FormSubmission, FormType } from '@sauda/domain';
import type { FormSubmissionRow } from './form-submissions.repository.js';

export function toSubmissionJson(row: FormSubmissionRow, duplicate: boolean): FormSubmission {
  return {
    id: row.id,
    form: row.form satisfies FormType,
    received_at: row.createdAt.toISOString(),
    duplicate,
  };
}
