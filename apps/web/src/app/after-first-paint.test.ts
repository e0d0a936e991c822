import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports the paints the test hands it. */
function installPaintObserver() {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      [...observers].forEach((report) =>
        report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
      );
    },
    get listening() {
      return observers.length;
    },
  };
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not just any paint', async () => {
    const paints = installPaintObserver();
    const painted = afterFirstPaint();
    paints.paint('first-paint');
    expect(await settledWithin(painted, 100)).toBe(false);
    paints.paint('first-contentful-paint');
    expect(await settledWithin(painted, 0)).toBe(true);
    expect(paints.listening).toBe(0);
  });

  it('gives up waiting when no paint is ever reported', async () => {
    installPaintObserver();
    const painted = afterFirstPaint();
    expect(await settledWithin(painted, 2_000)).toBe(false);
    expect(await settledWithin(painted, 1_000)).toBe(true);
  });

  it('resolves at once for a hidden page, which paints nothing', async () => {
    installPaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settledWithin(afterFirstPaint(), 0)).toBe(true);
  });
});
