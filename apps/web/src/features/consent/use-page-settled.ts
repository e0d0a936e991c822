import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle';

const IDLE_TIMEOUT_MS = 2000;

function fontsSupported(): boolean {
  return typeof document !== 'undefined' && 'fonts' in document;
}

/**
 * True once the page's web fonts have loaded and the browser has had an idle moment. The
 * banner waits for it: shown earlier, its text would re-wrap when the fonts arrive and the
 * fixed box would jump (a layout shift), and it would compete with the page's first paint.
 * Where the browser cannot tell (no font loading API), the page counts as settled once mounted.
 * Never settled in the first render: a pre-rendered page holds no banner, so it hydrates in place.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    let cancelIdle: () => void = () => undefined;
    const done = () => {
      // Not urgent: the banner renders in slices, between whatever the visitor does.
      if (!cancelled) startTransition(() => setSettled(true));
    };
    if (!fontsSupported()) queueMicrotask(done);
    else
      void document.fonts.ready.then(() => {
        if (!cancelled) cancelIdle = whenIdle(done, IDLE_TIMEOUT_MS);
      });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [settled]);
  return settled;
}
