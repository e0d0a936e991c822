import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfName } from './content-types.js';
import { assertStorageKey, isStorageKey, type ObjectStorage } from './object-storage.js';

/** Errors that mean "nothing is stored there" rather than a broken disk. */
const MISSING = new Set(['ENOENT', 'ENOTDIR']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * Objects as files below `dir` (the key is the path below it): one machine's storage, and
 * today's layout of `DATA_DIR`. A file keeps no content type, so reading answers the type of
 * its extension.
 */
export function createDiskObjectStorage(dir: string): ObjectStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, key);

  return {
    async put(key, bytes) {
      assertStorageKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx': a name collision fails instead of overwriting someone else's file.
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        length: stats.size,
        contentType: contentTypeOfName(key) ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}
