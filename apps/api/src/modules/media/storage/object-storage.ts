import type { Readable } from 'node:stream';

/** A stored file as it is read back. */
export interface StoredObject {
  body: Readable;
  /** Its size in bytes, when the storage tells it. */
  length: number | null;
  contentType: string;
}

/**
 * The one seam between Sauda and where its files live: a folder on local disk (one machine) or
 * an S3-compatible bucket that several API instances share. Keys are relative paths such as
 * `avatars/<random>.png`.
 */
export interface ObjectStorage {
  /** Stores the bytes under the key; a key that is not a storage key is refused. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored object, or null when nothing is stored under the key (or it is no key). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; one already gone, or a key that names nothing, is not an error. */
  remove(key: string): Promise<void>;
}

const MAX_KEY_LENGTH = 512;
// Segments start with a word character, so `..`, `.hidden`, `/abs` and `a//b` name nothing.
const STORAGE_KEY = /^\w[\w.-]*(?:\/\w[\w.-]*)*$/;

/** Whether the key names a place inside the storage (it cannot climb out of it). */
export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && STORAGE_KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
