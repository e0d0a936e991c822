let hydrating = false;

/**
 * Start-up is about to hydrate a pre-rendered page: parts that mount from now on adopt the
 * server's HTML. (A plain flag, not an external store: a store whose value differs between the
 * server and the browser makes React re-render synchronously after hydrating, in one long task.)
 */
export function startPageHydration(): void {
  hydrating = true;
}

/** The page changed (another page, another language): parts mounting now render afresh. */
export function endPageHydration(): void {
  hydrating = false;
}

export function isPageHydrating(): boolean {
  return hydrating;
}
