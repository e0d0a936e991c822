import { createFormSchemas, FORM_FILE_FIELDS, type FormType, type FormValues } from '@sauda/domain';
import type { z } from 'zod';
import { formValidationFailed } from './form-errors.js';
import type { FormParts, FormUpload } from './form-parts.js';

function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'body');
    fields[name] ??= issue.message;
  }
  return fields;
}

/** The form's values by its domain rules, with "18 or older" judged at `now`; else a 400. */
export function validateForm(form: FormType, parts: FormParts, now: Date): FormValues<FormType> {
  const schema = createFormSchemas(() => now)[form];
  const result = schema.safeParse({ ...parts.fields, ...parts.files });
  if (!result.success) throw formValidationFailed(fieldMessages(result.error));
  return result.data;
}

/** The form's text values, without its files (those are stored apart). */
export function textValues(form: FormType, values: FormValues<FormType>): Record<string, unknown> {
  const fileFields = FORM_FILE_FIELDS[form];
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !Object.hasOwn(fileFields, name)),
  );
}

/** The uploads the form keeps, in the order of its file fields. */
export function uploadsOf(form: FormType, parts: FormParts): FormUpload[] {
  return Object.keys(FORM_FILE_FIELDS[form]).flatMap((field) => {
    const upload = parts.files[field];
    return upload ? [upload] : [];
  });
}
