import { AsyncLocalStorage } from 'node:async_hooks';

const changedShoppers = new AsyncLocalStorage<Set<number>>();
const NONE: ReadonlySet<number> = new Set();

/** Runs the rest of a request (`next`) noting whose orders it changes. */
export function runNotingOrderChanges(next: () => void): void {
  changedShoppers.run(new Set(), next);
}

/**
 * Called where every order change is published (`notifyOrderEvent`), inside its transaction:
 * the request answers only after the commit, so it can empty the shopper's history here first.
 * Outside a request (the auto-cancel sweep) it does nothing: the order events channel tells.
 */
export function noteOrderChange(userId: number): void {
  changedShoppers.getStore()?.add(userId);
}

/** The shoppers whose orders the current request changed. */
export function orderChangesNoted(): ReadonlySet<number> {
  return changedShoppers.getStore() ?? NONE;
}
