import type { FormType } from '@sauda/domain';
import { jsonResponse, type FetchCall } from '../../../api/testing/fetch-stub';

/** 201 `{ submission }`: the application was stored as `id`. */
export function storedAnswer(form: FormType, id: number): Response {
  return jsonResponse(
    { submission: { id, form, received_at: '2026-11-23T09:00:00.000Z', duplicate: false } },
    201,
  );
}

/** 200 `{ submission, message }`: a repeat within a day, answered with the earlier one. */
export function duplicateAnswer(form: FormType, id: number, message: string): Response {
  return jsonResponse({
    submission: { id, form, received_at: '2026-11-22T09:00:00.000Z', duplicate: true },
    message,
  });
}

/** A 400 error envelope with per-field messages. */
export function refusedAnswer(fields: Record<string, string>): Response {
  return jsonResponse(
    { error: { code: 'validation_failed', message: 'Please check the form.', fields } },
    400,
  );
}

/** The multipart body a call sent. */
export function sentForm(call: FetchCall): FormData {
  if (!(call.init.body instanceof FormData)) throw new Error('the call sent no FormData');
  return call.init.body;
}
