import { LOCAL_DATABASE_NAME } from '@sauda/domain';
import { whenIdle } from '../../ui/when-idle';
import type { CartPort } from './cart-port';
import { localStorageSummaryMirror, type CartSummaryMirror } from './cart-summary-mirror';
import { DeferredCart } from './deferred-cart';
import { MemoryCart } from './memory-cart';

const IDLE_TIMEOUT_MS = 3000;

let shared: DeferredCart | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the browser database may hold lines the mirror does not show: a mirrored empty cart
 * needs no check, and a visitor without the database (a first visit) has nothing to read.
 */
async function mayHoldLines(mirror: CartSummaryMirror): Promise<boolean> {
  const summary = mirror.read();
  if (summary) return summary.count > 0;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === LOCAL_DATABASE_NAME);
}

/**
 * After the first screen (the page's load, then an idle moment), reads the browser database
 * when it may hold lines, so the badge and the mirror match the real cart.
 */
function reconcileAfterFirstScreen(cart: DeferredCart, mirror: CartSummaryMirror): void {
  const reconcile = () =>
    whenIdle(() => {
      mayHoldLines(mirror)
        .then((needed) => (needed ? cart.getAll() : undefined))
        .catch(() => undefined);
    }, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') reconcile();
  else window.addEventListener('load', reconcile, { once: true });
}

/**
 * The page's cart: one browser-database cart for the whole page (every tab shares its data),
 * loaded on first use or after the first screen; or a cart of its own in memory where the
 * browser has no IndexedDB (test environments).
 */
export function createBrowserCart(): CartPort {
  if (typeof indexedDB === 'undefined') return new MemoryCart();
  if (shared) return shared;
  const mirror = localStorageSummaryMirror(browserStorage());
  shared = new DeferredCart(
    async () => (await import('./storage/open-browser-cart')).openBrowserCart(),
    mirror,
  );
  reconcileAfterFirstScreen(shared, mirror);
  return shared;
}
