import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageSettled } from './use-page-settled';

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  vi.unstubAllGlobals();
});

describe('usePageSettled', () => {
  it('counts the page as settled at once where fonts cannot be watched', () => {
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(true);
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
