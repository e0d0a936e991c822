import { randomBytes } from 'node:crypto';
import { uploadUrlOf, type MediaFolder } from './public-media.js';
import { contentTypeOfExtension } from './storage/content-types.js';
import type { ObjectStorage } from './storage/object-storage.js';

export type MediaExtension = 'jpg' | 'png';

/** Stores an uploaded picture and answers the public URL it is served from. */
export type SaveMedia = (bytes: Uint8Array, ext: MediaExtension) => Promise<string>;

/**
 * Saves in `folder` of the media storage with a random name (never the client's), served as
 * `/media/uploads/<folder>/<name>`. Random names make the URLs unguessable and safe to cache.
 */
export function createSaveMedia(
  storage: ObjectStorage,
  folder: Exclude<MediaFolder, 'products'>,
): SaveMedia {
  return async (bytes, ext) => {
    const key = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
    await storage.put(key, bytes, contentTypeOfExtension(ext));
    return uploadUrlOf(key);
  };
}
