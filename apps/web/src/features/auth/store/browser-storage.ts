/**
 * localStorage that never throws: storage can be blocked (private mode, sandboxed frames) or
 * full, and the shop must still work for this visit.
 */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisting is acceptable; the state still holds for this visit.
  }
}
