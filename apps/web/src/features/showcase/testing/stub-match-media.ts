import { vi } from 'vitest';

/** Makes window.matchMedia answer `matches` for the queries that `matching` accepts. */
export function stubMatchMedia(matching: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matching(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
