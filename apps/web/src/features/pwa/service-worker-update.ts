import { supportsServiceWorker } from './service-worker-support';

/** Long enough to download a new app shell on a slow connection, short enough to not strand the page. */
export const TAKEOVER_TIMEOUT_MS = 10_000;

type Container = Pick<
  ServiceWorkerContainer,
  'getRegistration' | 'addEventListener' | 'removeEventListener'
>;

function installedWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.waiting) return Promise.resolve(registration.waiting);
  const installing = registration.installing;
  if (!installing) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Installed: it waits for us. Anything later (activating, redundant): nothing to ask.
    const settle = () => {
      if (installing.state === 'installed') resolve(installing);
      else if (installing.state !== 'installing') resolve(null);
    };
    installing.addEventListener('statechange', settle);
    settle();
  });
}

function controllerChange(container: Container): Promise<void> {
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/** Asks the newest worker (fetched now if need be) to take over; resolves when it controls the page. */
async function activateNewestWorker(container: Container): Promise<void> {
  const registration = await container.getRegistration();
  if (!registration) return;
  await registration.update();
  const worker = await installedWorker(registration);
  if (!worker) return;
  const takenOver = controllerChange(container);
  worker.postMessage({ type: 'SKIP_WAITING' });
  await takenOver;
}

function timeout(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface ReloadDeps {
  container?: Container | null;
  reload?: () => void;
  timeoutMs?: number;
}

/**
 * The app-version check's reload: a new release first activates its service worker (so the
 * reloaded page is served by the new worker's app shell, not the old one's), then reloads.
 * Whatever goes wrong with the worker, the page still reloads, at the latest after the timeout.
 */
export async function reloadWithNewestServiceWorker({
  container = supportsServiceWorker() ? navigator.serviceWorker : null,
  reload = () => window.location.reload(),
  timeoutMs = TAKEOVER_TIMEOUT_MS,
}: ReloadDeps = {}): Promise<void> {
  try {
    if (container) await Promise.race([activateNewestWorker(container), timeout(timeoutMs)]);
  } catch {
    // A failed update check or install leaves the old worker: the reload below still helps.
  }
  reload();
}
