import {
  Suspense,
  startTransition,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isPageHydrating } from './page-hydration';
import { revealWhenVisible, stopWatching } from './reveal-when-visible';

function wrapperOf(id: string): Element | null {
  return document.querySelector(`[data-hydrate-when-visible="${CSS.escape(id)}"]`);
}

function Revealed({
  id,
  waiting,
  children,
}: {
  id: string;
  waiting: boolean;
  children: ReactNode;
}) {
  const wrapper = waiting && typeof document !== 'undefined' ? wrapperOf(id) : null;
  if (wrapper) use(revealWhenVisible(id, wrapper));
  return children;
}

/**
 * A part of a pre-rendered page that hydrates only once it nears the viewport, or once the
 * visitor starts using the page: until then its server HTML stays as it is and costs the phone
 * no work. Rendered in the browser (a later page), it renders at once.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(isPageHydrating);
  // While it waits, the part keeps the children it was hydrated with: a new render of the
  // parent would otherwise make React hydrate it at once.
  const [firstChildren] = useState(children);
  const shown = waiting ? firstChildren : children;

  useEffect(() => {
    if (!waiting || !wrapper.current) return;
    let mounted = true;
    void revealWhenVisible(id, wrapper.current).then(() => {
      // A transition: the part hydrates in short slices rather than in one long task.
      if (mounted) startTransition(() => setWaiting(false));
    });
    return () => {
      mounted = false;
      stopWatching(id);
    };
  }, [id, waiting]);

  const boundary = useMemo(
    () => (
      <Suspense>
        <Revealed id={id} waiting={waiting}>
          {shown}
        </Revealed>
      </Suspense>
    ),
    [id, waiting, shown],
  );
  return (
    <div ref={wrapper} data-hydrate-when-visible={id}>
      {boundary}
    </div>
  );
}
