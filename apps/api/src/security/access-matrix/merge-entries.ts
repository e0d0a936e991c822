import type { AccessEntries } from './access-entry.js';

/** One table of entries from several; a route named twice is a mistake, not an override. */
export function mergeEntries(...parts: AccessEntries[]): AccessEntries {
  const merged: AccessEntries = {};
  for (const part of parts) {
    for (const [key, entry] of Object.entries(part)) {
      if (Object.hasOwn(merged, key))
        throw new Error(`${key} has two entries in the access matrix`);
      merged[key] = entry;
    }
  }
  return merged;
}
