import { contentTypeOfName } from './storage/content-types.js';

/** Where public uploads are served: `/media/uploads/<folder>/<name>` on every storage. */
export const UPLOADS_URL = '/media/uploads';

/** The folders of public uploads in the media storage. */
export type MediaFolder = 'avatars' | 'stores' | 'products';
const MEDIA_FOLDERS: ReadonlySet<string> = new Set<MediaFolder>(['avatars', 'stores', 'products']);

/** Stored names are random, so a day of caching is safe. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=86400';

/** The public URL of an upload stored under `key` (`avatars/<name>.png`) in the media storage. */
export function uploadUrlOf(key: string): string {
  return `${UPLOADS_URL}/${key}`;
}

/**
 * The media storage's key and content type of a path below /media/uploads, or null for anything
 * that is not a picture in one of the upload folders.
 */
export function publicUploadOf(path: string): { key: string; contentType: string } | null {
  const match = /^([a-z]+)\/([\w-]+\.[a-z0-9]+)$/.exec(path);
  if (!match?.[1] || !match[2] || !MEDIA_FOLDERS.has(match[1])) return null;
  const contentType = contentTypeOfName(match[2]);
  if (!contentType?.startsWith('image/')) return null;
  return { key: path, contentType };
}
