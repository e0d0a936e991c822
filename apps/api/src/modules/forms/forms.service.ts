import { extensionOf, isFormType, FORM_FILE_FIELDS, type FormType } from '@sauda/domain';
import { dedupeKeyOf, duplicateWindowStart } from './form-dedupe.js';
import { filesUnavailable, unknownForm } from './form-errors.js';
import type { FormFileStore } from './form-file-store.js';
import type { FormUpload, ReadFormParts } from './form-parts.js';
import {
  findLatestSubmission,
  insertSubmission,
  lockDedupeKey,
  type FormSubmissionRow,
  type StoredFormFile,
} from './form-submissions.repository.js';
import { textValues, uploadsOf, validateForm } from './form-values.js';
import type { FormsContext } from './forms-context.js';

export interface SubmissionResult {
  row: FormSubmissionRow;
  /** An earlier submission answered again; nothing new was stored. */
  duplicate: boolean;
}

async function saveUpload(
  store: FormFileStore,
  form: FormType,
  upload: FormUpload,
): Promise<StoredFormFile> {
  // The form's rules let only detected types through, so an extension is always known.
  const ext = extensionOf(upload.type);
  if (!ext) throw new Error(`no extension for ${upload.type}`);
  const key = await store.save(form, upload.bytes, ext);
  return { field: upload.field, key, name: upload.name, type: upload.type, size: upload.size };
}

/**
 * Receives one form: validated by the domain rules, then in one transaction holding a lock on
 * the submitter's key, either answered as a repeat of an earlier submission (nothing stored) or
 * stored with its files. Files saved for a submission that fails are removed again.
 */
export async function submitForm(
  ctx: FormsContext,
  formName: string,
  readParts: ReadFormParts,
  now: Date,
): Promise<SubmissionResult> {
  if (!isFormType(formName)) throw unknownForm();
  const form = formName;
  const parts = await readParts(Object.keys(FORM_FILE_FIELDS[form]));
  const values = validateForm(form, parts, now);
  const uploads = uploadsOf(form, parts);
  const store = ctx.files;
  if (uploads.length > 0 && !store) throw filesUnavailable();

  const dedupeKey = dedupeKeyOf(form, values);
  const saved: StoredFormFile[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockDedupeKey(tx, form, dedupeKey);
      const earlier = await findLatestSubmission(
        tx,
        form,
        dedupeKey,
        duplicateWindowStart(form, now),
      );
      if (earlier) return { row: earlier, duplicate: true };
      for (const upload of uploads) {
        if (store) saved.push(await saveUpload(store, form, upload));
      }
      const row = await insertSubmission(tx, {
        form,
        payload: textValues(form, values),
        files: saved,
        mobileNumber: 'mobile_number' in values ? (values.mobile_number ?? null) : null,
        email: 'email' in values ? (values.email ?? null) : null,
        dedupeKey,
        createdAt: now,
      });
      return { row, duplicate: false };
    });
  } catch (error) {
    // Best effort: the submission's own error is the one to answer with.
    if (store) await Promise.allSettled(saved.map((file) => store.remove(file.key)));
    throw error;
  }
}
