import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle';

const IDLE_TIMEOUT_MS = 2000;

function fontsSupported(): boolean {
  return typeof document !== 'undefined' && 'fonts' in document;
}

/**
 * True once the browser has had an idle moment and the page's web fonts have loaded. The
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
    const done = () => {
      // Not urgent: the banner renders in slices, between whatever the visitor does.
      if (!cancelled) startTransition(() => setSettled(true));
    };
    // Idle first: reading the font set brings the whole page's styles up to date, which would
    // lengthen whatever task it ran in while the page is still hydrating.
    const cancelIdle = whenIdle(() => {
      if (!fontsSupported()) done();
      else void document.fonts.ready.then(done);
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [settled]);
  return settled;
}
