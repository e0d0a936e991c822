import type { Readable } from 'node:stream';
import { SERVER_MESSAGES } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import type { FormFileStore } from '../../forms/form-file-store.js';
import { assertOperator, type Operator } from '../operator-access.js';
import { applicationNotFound } from './application-errors.js';
import { storedFilesOf } from './application-json.js';
import { findApplication } from './applications.repository.js';

export interface ApplicationFile {
  bytes: Readable;
  /** A name safe for a header: word characters, dots and dashes. */
  name: string;
  type: string;
}

/** An applicant's "my photo (1).png" as a header can carry it. */
export function headerSafeName(name: string): string {
  const safe = name.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '');
  return safe.slice(0, 100) || 'file';
}

function fileNotFound() {
  return notFound(SERVER_MESSAGES.notFound, 'file_not_found');
}

/** GET admin/applications/{id}/files/{index}: the stored file itself, for operators only. */
export async function openApplicationFile(
  db: AppDb,
  files: FormFileStore | null,
  actor: Operator,
  queryId: string,
  index: number,
): Promise<ApplicationFile> {
  assertOperator(actor);
  const row = await findApplication(db, queryId);
  if (!row) throw applicationNotFound();
  const stored = storedFilesOf(row.submission)[index];
  if (!stored || !files) throw fileNotFound();
  const bytes = await files.open(stored.key);
  if (!bytes) throw fileNotFound();
  return { bytes, name: headerSafeName(stored.name), type: stored.type };
}
