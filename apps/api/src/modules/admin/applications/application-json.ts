import type { Application, ApplicationSummary } from '@sauda/domain';
import type { StoredFormFile } from '../../forms/form-submissions.repository.js';
import type { ApplicationRow, SubmissionRow } from './applications.repository.js';

type Payload = Record<string, unknown>;
type FieldValue = Application['fields'][string];

function payloadOf(submission: SubmissionRow): Payload {
  const { payload } = submission;
  return payload && typeof payload === 'object' ? (payload as Payload) : {};
}

function textOf(payload: Payload, field: string): string | null {
  const value = payload[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The business for a merchant application, the person for every other form. */
export function applicantName(submission: SubmissionRow): string | null {
  const payload = payloadOf(submission);
  const order =
    submission.form === 'merchant'
      ? ['business_name', 'owner_name']
      : ['full_name', 'name', 'owner_name', 'business_name'];
  for (const field of order) {
    const name = textOf(payload, field);
    if (name) return name;
  }
  return null;
}

export function storedFilesOf(submission: SubmissionRow): StoredFormFile[] {
  return Array.isArray(submission.files) ? (submission.files as StoredFormFile[]) : [];
}

export function toApplicationSummaryJson(row: ApplicationRow): ApplicationSummary {
  const { submission, store } = row;
  return {
    id: submission.queryId,
    kind: submission.form,
    status: submission.status,
    name: applicantName(submission),
    mobile_number: submission.mobileNumber,
    email: submission.email,
    city: textOf(payloadOf(submission), 'city'),
    created_at: submission.createdAt.toISOString(),
    reviewed_at: submission.reviewedAt?.toISOString() ?? null,
    store: store
      ? { query_id: store.queryId, name: store.name, is_published: store.isActive }
      : null,
  };
}

function fieldValue(value: unknown): FieldValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as FieldValue;
  }
  if (Array.isArray(value)) return value.map(String);
  return JSON.stringify(value);
}

/** Every field as the applicant sent it (the stored payload holds no internal key). */
function fieldsOf(submission: SubmissionRow): Application['fields'] {
  return Object.fromEntries(
    Object.entries(payloadOf(submission)).map(([name, value]) => [name, fieldValue(value)]),
  );
}

export function applicationFileUrl(queryId: string, index: number): string {
  return `/api/v1/admin/applications/${queryId}/files/${index}`;
}

export function toApplicationJson(row: ApplicationRow): Application {
  const { submission } = row;
  return {
    ...toApplicationSummaryJson(row),
    fields: fieldsOf(submission),
    files: storedFilesOf(submission).map((file, index) => ({
      index,
      field: file.field,
      name: file.name,
      type: file.type,
      size: file.size,
      url: applicationFileUrl(submission.queryId, index),
    })),
    reviewed_by: row.reviewer ? { full_name: row.reviewer.fullName } : null,
  };
}
