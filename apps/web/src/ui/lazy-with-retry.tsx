import { lazy, type ComponentProps, type ComponentType } from 'react';

/** The code of a lazily loaded component could not be fetched (offline, or gone after a release). */
export class LazyLoadError extends Error {
  constructor(
    cause: unknown,
    /** Lets the next render of the component fetch its code again. */
    readonly allowRetry: () => void,
  ) {
    super('A lazily loaded component could not be fetched', { cause });
    this.name = 'LazyLoadError';
  }
}

/**
 * `React.lazy` that can try again. React keeps a failed import's rejection for good, so a panel
 * that once failed offline would never open, even online. The failure reaches the nearest error
 * boundary as a `LazyLoadError`, which tells it apart from a bug in the component; the boundary
 * calls `allowRetry` once it has taken the component away. Not sooner: React renders a failed
 * tree again before it gives up, and that render would start a new fetch straight away.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of React's own `lazy`
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): T {
  const attempt = () => {
    const component = lazy(() =>
      load().catch((error: unknown) => {
        throw new LazyLoadError(error, () => {
          if (current === component) current = attempt();
        });
      }),
    );
    return component;
  };
  let current = attempt();
  function LazyWithRetry(props: ComponentProps<T>) {
    const Current = current;
    return <Current {...props} />;
  }
  // Typed as the component it stands for (same props), so declarations can name it by that.
  return LazyWithRetry as unknown as T;
}
