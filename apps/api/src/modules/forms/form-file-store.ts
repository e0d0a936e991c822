import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileType, FormType } from '@sauda/domain';
import { contentTypeOfExtension } from '../media/storage/content-types.js';
import type { ObjectStorage } from '../media/storage/object-storage.js';

/**
 * Where application files (rider photos, store photos, CVs) are kept. They carry personal data,
 * so unlike avatars they are never served publicly: a key names the file for the staff who
 * process the applications.
 */
export interface FormFileStore {
  save(form: FormType, bytes: Uint8Array, ext: FileType['ext']): Promise<string>;
  remove(key: string): Promise<void>;
  /** The stored file's bytes as a stream, for an operator; null when it is gone. */
  open(key: string): Promise<Readable | null>;
}

/**
 * Files as `<form>/<random>.<ext>` in the application files' storage (`DATA_DIR/forms`, or the
 * bucket's private `forms/` prefix); the key is that path, kept with the submission.
 */
export function createFormFileStore(storage: ObjectStorage): FormFileStore {
  return {
    async save(form, bytes, ext) {
      const key = `${form}/${randomBytes(16).toString('hex')}.${ext}`;
      await storage.put(key, bytes, contentTypeOfExtension(ext));
      return key;
    },
    remove: (key) => storage.remove(key),
    async open(key) {
      const stored = await storage.get(key);
      return stored?.body ?? null;
    },
  };
}
