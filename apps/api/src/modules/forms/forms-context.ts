import type { AppDb } from '../../db/client.js';
import type { FormFileStore } from './form-file-store.js';

/** What the forms service works with; one per app instance. */
export interface FormsContext {
  db: AppDb;
  /** Null when the configured storage cannot keep application files. */
  files: FormFileStore | null;
}
