import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  resetServiceWorkerRegistrationForTests,
} from './register-service-worker';

function fakeWorkbox(registration: unknown = {}) {
  return {
    register: vi.fn(() => Promise.resolve(registration as ServiceWorkerRegistration)),
    update: vi.fn(() => Promise.resolve()),
  };
}

beforeEach(() => resetServiceWorkerRegistrationForTests());

describe('registerServiceWorker', () => {
  it('never registers in tests or dev (no production build)', async () => {
    const create = vi.fn(() => fakeWorkbox());
    await registerServiceWorker(create);
    expect(create).not.toHaveBeenCalled();
  });

  it('registers once and checks for an update straight away', async () => {
    const workbox = fakeWorkbox();
    const create = vi.fn(() => workbox);
    await registerServiceWorker(create, true);
    await registerServiceWorker(create, true);
    expect(create).toHaveBeenCalledOnce();
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(workbox.update).toHaveBeenCalledOnce();
  });

  it('keeps the page working when registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const workbox = fakeWorkbox();
    workbox.register.mockRejectedValue(new DOMException('blocked', 'SecurityError'));
    await expect(registerServiceWorker(() => workbox, true)).resolves.toBeUndefined();
    expect(workbox.update).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
