import type { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL, supportsServiceWorker } from './service-worker-support';

type Registrar = Pick<Workbox, 'register' | 'update'>;

let started = false;

/**
 * Registers the service worker once per page, after the page has loaded (Workbox waits for
 * `load`, so it never competes with the first render), then checks for a newer worker at once.
 */
export async function registerServiceWorker(
  createWorkbox: () => Registrar | Promise<Registrar> = async () => {
    // Loaded here, after the page's load: a first visit does not wait for it.
    const { Workbox } = await import('workbox-window');
    return new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  },
  supported: boolean = supportsServiceWorker(),
): Promise<void> {
  if (!supported || started) return;
  started = true;
  try {
    const workbox = await createWorkbox();
    const registration = await workbox.register();
    if (registration) await workbox.update();
  } catch (error) {
    // Without a worker the app works as a plain web page; nothing to show the shopper.
    console.warn('The service worker could not be registered', error);
  }
}

/** Tests register more than once per module. */
export function resetServiceWorkerRegistrationForTests(): void {
  started = false;
}
