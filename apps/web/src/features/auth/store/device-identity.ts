import { readStorage, writeStorage } from './browser-storage';

export const VISITOR_ID_STORAGE_KEY = 'visitor_id';
export const GUEST_SECRET_STORAGE_KEY = 'guest_secret';
const GUEST_SECRET_BYTES = 32;

function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function persisted(key: string, create: () => string, valid: (value: string) => boolean): string {
  const stored = readStorage(key);
  if (stored !== null && valid(stored)) return stored;
  const value = create();
  writeStorage(key, value);
  return value;
}

/** This browser's visitor id (sent as a header and as the guest's login id). */
export function getVisitorId(): string {
  return persisted(
    VISITOR_ID_STORAGE_KEY,
    () => crypto.randomUUID(),
    (value) => value.length >= 8 && value.length <= 64,
  );
}

/**
 * The secret that goes with the visitor id on anonymous sign-in: the same guest comes back,
 * with its cart and addresses, as long as this browser keeps it.
 */
export function getGuestSecret(): string {
  return persisted(
    GUEST_SECRET_STORAGE_KEY,
    () => randomHex(GUEST_SECRET_BYTES),
    (value) => /^[0-9a-f]{64}$/.test(value),
  );
}

/** Forgets this browser's guest, so the next anonymous sign-in starts a new one. */
export function resetDeviceIdentity(): void {
  writeStorage(VISITOR_ID_STORAGE_KEY, null);
  writeStorage(GUEST_SECRET_STORAGE_KEY, null);
}
