/**
 * A promise React's `use` reads synchronously once settled: `status` follows React's convention
 * for thenables, so a part revealed inside an event hydrates within that same event.
 */
type Reveal = Promise<void> & { status: 'pending' | 'fulfilled'; value?: undefined };

interface Watch {
  reveal: Reveal;
  settle: () => void;
}

/** How far below the fold a part starts hydrating, so it is ready when scrolled to. */
const ROOT_MARGIN = '200px';
/**
 * The visitor starts using the page: every part waiting hydrates. Listened to on the document in
 * the capture phase, so it happens before React's own listeners see the event.
 */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

const watches = new Map<string, Watch>();

function onIntent(): void {
  revealAllParts();
}

function listenForIntent(listening: boolean): void {
  const method = listening ? 'addEventListener' : 'removeEventListener';
  INTENT_EVENTS.forEach((type) => document[method](type, onIntent, true));
}

function watch(element: Element): Watch {
  let resolve: () => void = () => undefined;
  const reveal = new Promise<void>((done) => {
    resolve = done;
  }) as Reveal;
  reveal.status = 'pending';
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) settle();
          },
          { rootMargin: ROOT_MARGIN },
        );
  function settle() {
    if (reveal.status === 'fulfilled') return;
    observer?.disconnect();
    reveal.status = 'fulfilled';
    resolve();
  }
  if (observer) observer.observe(element);
  else settle();
  return { reveal, settle };
}

/**
 * The promise that settles when the server-rendered part `element` (known as `id`) is needed:
 * it nears the viewport, or the visitor starts using the page.
 */
export function revealWhenVisible(id: string, element: Element): Promise<void> {
  let current = watches.get(id);
  if (!current) {
    if (watches.size === 0) listenForIntent(true);
    current = watch(element);
    watches.set(id, current);
  }
  return current.reveal;
}

/** The part is gone: nothing waits for it any more. */
export function stopWatching(id: string): void {
  watches.get(id)?.settle();
  watches.delete(id);
  if (watches.size === 0) listenForIntent(false);
}

/**
 * Hydrates every part still waiting. Anything that changes what the page shows (a navigation,
 * another language) calls it first: a part still waiting would hold that change up.
 */
export function revealAllParts(): void {
  watches.forEach((part) => part.settle());
}
