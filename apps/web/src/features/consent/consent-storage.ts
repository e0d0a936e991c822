import { z } from 'zod';

export const CONSENT_STORAGE_KEY = 'cookieConsent';
/**
 * Raised when the cookies we ask about change: an older stored choice no longer counts and
 * the banner asks again (the cookies policy promises to ask for new consent).
 */
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  /** When the choice was made, ISO 8601. */
  decidedAt: string;
}

const storedConsentSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  analytics: z.boolean(),
  decidedAt: z.iso.datetime(),
});

/** The stored choice, or null when there is none, it is unreadable or from an older version. */
export function readConsent(storage: Storage): ConsentChoice | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = storedConsentSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return { analytics: parsed.data.analytics, decidedAt: parsed.data.decidedAt };
  } catch {
    return null;
  }
}

/** Stores the choice; where storage is blocked it still holds for this page. */
export function writeConsent(storage: Storage, choice: ConsentChoice): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION, ...choice }));
  } catch {
    // Private mode or storage full: the banner simply asks again on the next visit.
  }
}
