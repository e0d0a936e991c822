import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageSettled } from './use-page-settled';

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  vi.unstubAllGlobals();
});

describe('usePageSettled', () => {
  it('counts the page as settled once mounted where fonts cannot be watched', async () => {
    const { result } = renderHook(() => usePageSettled());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is never settled in the first render, so a pre-rendered page holds no banner', () => {
    function Settled() {
      return String(usePageSettled());
    }
    expect(renderToString(<Settled />)).toBe('false');
  });

  it('waits for the web fonts and then an idle moment', async () => {
    let fontsLoaded: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      fontsLoaded = resolve;
    });
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);

    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    await act(async () => {
      fontsLoaded();
      await ready;
    });
    expect(result.current).toBe(false);
    act(() => idle());
    expect(result.current).toBe(true);
  });
});
