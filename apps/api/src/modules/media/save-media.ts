import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type MediaExtension = 'jpg' | 'png';

/**
 * Stores an uploaded file and answers the public URL it is served from. The one seam between
 * uploads and their storage: local disk today, an S3-compatible bucket by configuration later.
 */
export type SaveMedia = (bytes: Uint8Array, ext: MediaExtension) => Promise<string>;

/**
 * Saves under `dir` with a random name (never the client's), served as `${urlPrefix}/<name>`.
 * Random names make the public URLs unguessable and safe to cache.
 */
export function createDiskSaveMedia(dir: string, urlPrefix: string): SaveMedia {
  return async (bytes, ext) => {
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    // 'wx': a name collision fails instead of overwriting someone else's file.
    await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
    return `${urlPrefix}/${name}`;
  };
}
