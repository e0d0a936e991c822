import { getMeta } from '../../api/endpoints/get-meta';
import { reloadWithNewestServiceWorker } from '../pwa';

export const APP_VERSION_KEY = 'appVersion';
/** Versions this tab already reloaded for: survives the reload, not the tab. */
export const RELOADED_VERSIONS_KEY = 'appVersionReloadedFor';

export interface AppVersionCheckDeps {
  reload?: () => void;
}

function reloadedVersions(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(RELOADED_VERSIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * SPEC §4 App version: when the deployed version differs from the stored one, store it, clear
 * Cache Storage and reload. Reloads at most once per version and tab, so a server that keeps
 * answering an old or flapping version cannot trap the page in a reload loop. Any failure
 * (offline, no meta file, storage blocked) leaves the running app alone.
 */
export async function startAppVersionCheck(deps: AppVersionCheckDeps = {}): Promise<void> {
  const reload = deps.reload ?? (() => void reloadWithNewestServiceWorker());
  try {
    const { version } = await getMeta();
    const stored = localStorage.getItem(APP_VERSION_KEY);
    if (stored === version) return;
    localStorage.setItem(APP_VERSION_KEY, version);
    if (stored === null) return;

    await clearCacheStorage();
    const reloaded = reloadedVersions();
    if (reloaded.includes(version)) return;
    sessionStorage.setItem(RELOADED_VERSIONS_KEY, JSON.stringify([...reloaded, version]));
    reload();
  } catch {
    // Offline or no meta file: the version is checked again on the next start.
  }
}
