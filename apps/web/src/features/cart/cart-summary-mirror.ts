import type { Paisa } from '@sauda/domain';

export const CART_SUMMARY_STORAGE_KEY = 'cartSummary';

/** What the header's badge shows: the units in the cart and what they cost. */
export interface CartSummary {
  count: number;
  total: Paisa;
}

/**
 * A copy of the cart's summary in local storage, which a page reads at once: the header's
 * badge shows it while the browser database (Dexie, a sizeable library) is not loaded yet.
 * The cart in the database stays the truth; the copy is rewritten from it after every change.
 */
export interface CartSummaryMirror {
  /** The last summary written, or null when none was (a first visit) or it is unreadable. */
  read(): CartSummary | null;
  write(summary: CartSummary): void;
  /** Calls `listener` when another tab writes a new summary; returns the unsubscribe. */
  onOtherTabWrite(listener: () => void): () => void;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function parseSummary(raw: string | null): CartSummary | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { count, total } = value as Record<string, unknown>;
    return isCount(count) && isCount(total) ? { count, total } : null;
  } catch {
    return null;
  }
}

/** The mirror in this browser's local storage; a page that may not use it mirrors nothing. */
export function localStorageSummaryMirror(storage: Storage | null): CartSummaryMirror {
  return {
    read() {
      try {
        return parseSummary(storage?.getItem(CART_SUMMARY_STORAGE_KEY) ?? null);
      } catch {
        return null;
      }
    },
    write(summary) {
      try {
        storage?.setItem(CART_SUMMARY_STORAGE_KEY, JSON.stringify(summary));
      } catch {
        // Storage full or blocked: the badge waits for the database on the next page instead.
      }
    },
    onOtherTabWrite(listener) {
      const heard = (event: StorageEvent) => {
        if (event.key === CART_SUMMARY_STORAGE_KEY) listener();
      };
      window.addEventListener('storage', heard);
      return () => window.removeEventListener('storage', heard);
    },
  };
}

/** No copy at all: the cart answers only once its storage is loaded. */
export const NO_SUMMARY_MIRROR: CartSummaryMirror = {
  read: () => null,
  write: () => undefined,
  onOtherTabWrite: () => () => undefined,
};
