import type { ObjectStorage } from './object-storage.js';

/**
 * An object storage that waits for the real one on each call: lets the composition root stay
 * synchronous while a storage's library loads in the background.
 */
export function deferredObjectStorage(loading: Promise<ObjectStorage>): ObjectStorage {
  // A failed load surfaces on the first call instead of as an unhandled rejection.
  loading.catch(() => {});
  return {
    put: async (key, bytes, contentType) => (await loading).put(key, bytes, contentType),
    get: async (key) => (await loading).get(key),
    remove: async (key) => (await loading).remove(key),
  };
}
