export const CONSENT_STORAGE_KEY = 'cookieConsent';
/**
 * Raised when the cookies we ask about change: an older stored choice no longer counts and
 * the banner asks again (the cookies policy promises to ask for new consent).
 */
export const CONSENT_VERSION = 1;

/** What `Date.prototype.toISOString` writes, in UTC. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

export interface ConsentChoice {
  analytics: boolean;
  /** When the choice was made, ISO 8601. */
  decidedAt: string;
}

/**
 * Whether a stored value is a choice of this version. Checked by hand: these three fields are
 * read on every first screen, where a schema library would cost more than the page's data.
 */
function isStoredChoice(value: unknown): value is ConsentChoice & { version: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { version, analytics, decidedAt } = value as Record<string, unknown>;
  return (
    version === CONSENT_VERSION &&
    typeof analytics === 'boolean' &&
    typeof decidedAt === 'string' &&
    ISO_DATE_TIME.test(decidedAt) &&
    !Number.isNaN(Date.parse(decidedAt))
  );
}

/** The stored choice, or null when there is none, it is unreadable or from an older version. */
export function readConsent(storage: Storage): ConsentChoice | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (raw === null) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isStoredChoice(stored)) return null;
    return { analytics: stored.analytics, decidedAt: stored.decidedAt };
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
