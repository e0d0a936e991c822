/**
 * Resolves once the browser has painted what it has: a frame's callback, then a task after that
 * frame. A hidden page paints nothing (and its frames never come), so it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
