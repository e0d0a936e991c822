/**
 * Runs `callback` once the browser has nothing else queued (React's hydration work included),
 * or after `timeoutMs` at the latest; without idle callbacks, in the next task. Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
