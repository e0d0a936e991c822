import { describe, expect, it } from 'vitest';
import { PendingRequestRegistry } from './pending-requests';

describe('PendingRequestRegistry', () => {
  it('cancels an earlier pending request with the same key', () => {
    const registry = new PendingRequestRegistry();
    const first = new AbortController();
    const second = new AbortController();
    registry.register('GET /api/v1/companies', first);
    registry.register('GET /api/v1/companies', second);
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    expect(registry.pendingCount).toBe(1);
  });

  it('leaves other keys and settled requests alone', () => {
    const registry = new PendingRequestRegistry();
    const other = new AbortController();
    const settled = new AbortController();
    registry.register('GET /api/v1/products', other);
    registry.register('GET /api/v1/companies', settled).settle();
    registry.register('GET /api/v1/companies', new AbortController());
    expect(other.signal.aborted).toBe(false);
    expect(settled.signal.aborted).toBe(false);
  });

  it('keeps at most 4 entries once they have settled, dropping the oldest first', () => {
    const registry = new PendingRequestRegistry();
    const handles = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) =>
      registry.register(key, new AbortController()),
    );
    expect(registry.size).toBe(6);
    handles.forEach((handle) => handle.settle());
    expect(registry.size).toBe(4);
    expect(registry.pendingCount).toBe(0);
  });

  it('never drops a pending entry to stay under the threshold', () => {
    const registry = new PendingRequestRegistry(4);
    const controllers = ['a', 'b', 'c', 'd', 'e'].map(() => new AbortController());
    controllers.forEach((controller, index) => registry.register(`k${index}`, controller));
    expect(registry.size).toBe(5);
    registry.register('k0', new AbortController());
    // k0's first entry was cancelled (settled) and is now the oldest settled one: it goes.
    expect(controllers[0]?.signal.aborted).toBe(true);
    expect(registry.size).toBe(5);
    expect(registry.pendingCount).toBe(5);
  });

  it('never cancels an exempt entry, nor lets an exempt one cancel', () => {
    const registry = new PendingRequestRegistry();
    const exempt = new AbortController();
    const plain = new AbortController();
    registry.register('GET /api/v1/products', exempt, true);
    registry.register('GET /api/v1/products', plain);
    registry.register('GET /api/v1/products', new AbortController(), true);
    expect(exempt.signal.aborted).toBe(false);
    expect(plain.signal.aborted).toBe(false);
    expect(registry.pendingCount).toBe(3);
  });

  it('honours a different threshold', () => {
    const registry = new PendingRequestRegistry(1);
    registry.register('a', new AbortController()).settle();
    registry.register('b', new AbortController()).settle();
    expect(registry.size).toBe(1);
  });

  it('cancelAll aborts what is in flight and empties the registry', () => {
    const registry = new PendingRequestRegistry();
    const pending = new AbortController();
    const exempt = new AbortController();
    const done = new AbortController();
    registry.register('a', pending);
    registry.register('a', exempt, true);
    registry.register('b', done).settle();
    registry.cancelAll();
    expect(pending.signal.aborted).toBe(true);
    expect(exempt.signal.aborted).toBe(true);
    expect(done.signal.aborted).toBe(false);
    expect(registry.size).toBe(0);
  });
});
