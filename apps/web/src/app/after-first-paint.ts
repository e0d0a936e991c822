/** Long enough for any first paint; a browser that never reports one still starts the app. */
const PAINT_WAIT_LIMIT_MS = 3000;

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    // Older browsers have the observer without the list of what it can observe.
    'supportedEntryTypes' in PerformanceObserver &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

/** A frame's callback, then a task after that frame: the frame has been drawn by then. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once the browser reports the page's first contentful paint (its content is on
 * screen), so the app's downloads and work start after it rather than compete with it. A
 * hidden page paints nothing, so it resolves at once; without paint timing, after a frame.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (!paintTimingSupported()) return afterNextFrame();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const limit = setTimeout(done, PAINT_WAIT_LIMIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}
