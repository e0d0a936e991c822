import { describe, expect, it, vi } from 'vitest';
import { supportsServiceWorker } from './service-worker-support';
import { reloadWithNewestServiceWorker } from './service-worker-update';

type Listener = () => void;

/** A worker that reaches a state when told to, and records the messages it got. */
function fakeWorker(state: ServiceWorkerState) {
  const listeners: Listener[] = [];
  const worker = {
    state,
    listeners,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    become(next: ServiceWorkerState) {
      worker.state = next;
      for (const listener of listeners) listener();
    },
  };
  return worker;
}

function fakeContainer(registration: Partial<ServiceWorkerRegistration> | undefined) {
  const listeners: Listener[] = [];
  return {
    getRegistration: vi.fn(() => Promise.resolve(registration as ServiceWorkerRegistration)),
    addEventListener: vi.fn((_type: string, listener: Listener) => listeners.push(listener)),
    removeEventListener: vi.fn(),
    takeOver: () => listeners.forEach((listener) => listener()),
  };
}

describe('reloadWithNewestServiceWorker', () => {
  it('asks the waiting worker to take over, then reloads once it controls the page', async () => {
    const waiting = fakeWorker('installed');
    const container = fakeContainer({
      waiting: waiting as never,
      update: vi.fn(() => Promise.resolve()) as never,
    });
    waiting.postMessage.mockImplementation(() => container.takeOver());
    const reload = vi.fn();
    await reloadWithNewestServiceWorker({ container, reload });
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks for the new worker first and waits for it to install', async () => {
    const installing = fakeWorker('installing');
    const registration = {
      waiting: null,
      installing: installing as never,
      update: vi.fn(() => Promise.resolve()) as never,
    };
    const container = fakeContainer(registration);
    installing.postMessage.mockImplementation(() => container.takeOver());
    const reload = vi.fn();
    const done = reloadWithNewestServiceWorker({ container, reload });
    await vi.waitFor(() => expect(installing.listeners).toHaveLength(1));
    expect(registration.update).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    installing.become('installed');
    await done;
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when there is no worker, no registration or the install fails', async () => {
    const reload = vi.fn();
    await reloadWithNewestServiceWorker({ container: null, reload });
    await reloadWithNewestServiceWorker({ container: fakeContainer(undefined), reload });
    const installing = fakeWorker('installing');
    const failing = fakeContainer({
      waiting: null,
      installing: installing as never,
      update: vi.fn(() => Promise.resolve()) as never,
    });
    const done = reloadWithNewestServiceWorker({ container: failing, reload });
    await vi.waitFor(() => expect(installing.listeners).toHaveLength(1));
    installing.become('redundant');
    await done;
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('still reloads when the update check fails', async () => {
    const container = fakeContainer({
      waiting: null,
      update: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    const reload = vi.fn();
    await reloadWithNewestServiceWorker({ container, reload });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads without asking when the new worker is already activating', async () => {
    const container = fakeContainer({
      waiting: null,
      installing: fakeWorker('activating') as never,
      update: vi.fn(() => Promise.resolve()) as never,
    });
    const reload = vi.fn();
    await reloadWithNewestServiceWorker({ container, reload, timeoutMs: 5_000 });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not wait forever for a worker that never takes over', async () => {
    const waiting = fakeWorker('installed');
    const container = fakeContainer({
      waiting: waiting as never,
      update: vi.fn(() => Promise.resolve()) as never,
    });
    const reload = vi.fn();
    await reloadWithNewestServiceWorker({ container, reload, timeoutMs: 20 });
    expect(waiting.postMessage).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('supportsServiceWorker', () => {
  it('is off in tests and dev, and without browser support', () => {
    expect(supportsServiceWorker()).toBe(false);
    expect(supportsServiceWorker({ serviceWorker: {} as ServiceWorkerContainer }, false)).toBe(
      false,
    );
    expect(supportsServiceWorker({}, true)).toBe(false);
    expect(supportsServiceWorker(undefined, true)).toBe(false);
  });

  it('is on in a production build of a browser that has service workers', () => {
    expect(supportsServiceWorker({ serviceWorker: {} as ServiceWorkerContainer }, true)).toBe(true);
  });
});
