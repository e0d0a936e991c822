import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../api/request';
import { jsonResponse, stubFetch } from '../../api/testing/fetch-stub';
import { APP_VERSION_KEY, RELOADED_VERSIONS_KEY, startAppVersionCheck } from './app-version-check';

const reload = vi.fn();

function stubCaches(names: string[]) {
  const cacheStorage = {
    keys: vi.fn(() => Promise.resolve(names)),
    delete: vi.fn(() => Promise.resolve(true)),
  };
  vi.stubGlobal('caches', cacheStorage);
  return cacheStorage;
}

beforeEach(() => {
  reload.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('startAppVersionCheck', () => {
  it('asks for /meta.json past every cache', async () => {
    const fetch = stubFetch(() => jsonResponse({ version: '1.2.9' }));
    await startAppVersionCheck({ reload });
    expect(fetch.call(0).url).toBe('/meta.json');
    expect(fetch.call(0).init.cache).toBe('no-store');
  });

  it('stores the version on the first visit without reloading', async () => {
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    const caches = stubCaches(['workbox-precache']);
    await startAppVersionCheck({ reload });
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.2.9');
    expect(caches.keys).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the version is the stored one', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.2.9');
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    const caches = stubCaches(['a']);
    await startAppVersionCheck({ reload });
    expect(caches.keys).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a new version stores it, deletes every cache, then reloads', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.2.8');
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    const caches = stubCaches(['assets-v1', 'images']);
    reload.mockImplementation(() => {
      expect(caches.delete).toHaveBeenCalledTimes(2);
    });
    await startAppVersionCheck({ reload });
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.2.9');
    expect(caches.delete).toHaveBeenCalledWith('assets-v1');
    expect(caches.delete).toHaveBeenCalledWith('images');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still reloads where Cache Storage does not exist', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.2.8');
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    expect(typeof caches).toBe('undefined');
    await startAppVersionCheck({ reload });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads twice for the same version, even if the server flaps', async () => {
    const versions = ['1.3.0', '1.2.9', '1.3.0'];
    stubFetch(() => jsonResponse({ version: versions.shift() }));
    localStorage.setItem(APP_VERSION_KEY, '1.2.9');
    await startAppVersionCheck({ reload });
    await startAppVersionCheck({ reload });
    await startAppVersionCheck({ reload });
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sessionStorage.getItem(RELOADED_VERSIONS_KEY) ?? '[]')).toEqual([
      '1.3.0',
      '1.2.9',
    ]);
  });

  it('tolerates an unreadable reload record', async () => {
    sessionStorage.setItem(RELOADED_VERSIONS_KEY, '{oops');
    localStorage.setItem(APP_VERSION_KEY, '1.2.8');
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    await startAppVersionCheck({ reload });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stays silent when offline', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.2.8');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(startAppVersionCheck({ reload })).resolves.toBeUndefined();
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.2.8');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays silent when the meta file is missing or malformed', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404));
    await expect(startAppVersionCheck({ reload })).resolves.toBeUndefined();
    stubFetch(() => jsonResponse({ build: 7 }));
    await expect(startAppVersionCheck({ reload })).resolves.toBeUndefined();
    expect(localStorage.getItem(APP_VERSION_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the new version cannot be stored', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.2.8');
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await startAppVersionCheck({ reload });
    setItem.mockRestore();
    expect(reload).not.toHaveBeenCalled();
  });
});
