import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileType, FormType } from '@sauda/domain';

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

/** A key names a file below the store's folder; anything else (`../`) names nothing. */
function pathOfKey(dir: string, key: string): string | null {
  const root = path.resolve(dir);
  const file = path.resolve(root, key);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Files under `dir/<form>/<random>.<ext>`; the key is the path below `dir`. */
export function createDiskFormFileStore(dir: string): FormFileStore {
  return {
    async save(form, bytes, ext) {
      await mkdir(path.join(dir, form), { recursive: true });
      const key = `${form}/${randomBytes(16).toString('hex')}.${ext}`;
      // 'wx': a name collision fails instead of overwriting another applicant's file.
      await writeFile(path.join(dir, key), bytes, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      await rm(path.join(dir, key), { force: true });
    },
    async open(key) {
      const file = pathOfKey(dir, key);
      if (!file) return null;
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
