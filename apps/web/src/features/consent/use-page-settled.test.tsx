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

  function stubFontsAndIdle() {
    let fontsLoaded: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      fontsLoaded = resolve;
    });
    const readyRead = vi.fn(() => ready);
    Object.defineProperty(document, 'fonts', {
      get: () => ({
        get ready() {
          return readyRead();
        },
      }),
      configurable: true,
    });
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    return { ready, readyRead, fontsLoaded: () => fontsLoaded(), idle: () => idle() };
  }

  it('waits for an idle moment, and only then reads the fonts and waits for them', async () => {
    const fonts = stubFontsAndIdle();
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    expect(fonts.readyRead).not.toHaveBeenCalled();

    act(() => fonts.idle());
    expect(fonts.readyRead).toHaveBeenCalledOnce();
    expect(result.current).toBe(false);

    await act(async () => {
      fonts.fontsLoaded();
      await fonts.ready;
    });
    expect(result.current).toBe(true);
  });

  it('fonts loaded early still wait for the idle moment', async () => {
    const fonts = stubFontsAndIdle();
    fonts.fontsLoaded();
    const { result } = renderHook(() => usePageSettled());
    await act(async () => {
      await fonts.ready;
    });
    expect(result.current).toBe(false);

    await act(async () => {
      fonts.idle();
      await fonts.ready;
    });
    expect(result.current).toBe(true);
  });
});
