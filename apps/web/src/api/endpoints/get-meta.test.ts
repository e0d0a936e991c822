import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../request';
import { configureRequester, resetRequesterConfig } from '../request-config';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { getMeta } from './get-meta';

beforeEach(() => {
  configureRequester({
    getSessionToken: () => 'session-abc',
    getLocation: () => ({ latitude: 1, longitude: 2 }),
  });
});

afterEach(() => {
  resetRequesterConfig();
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('getMeta', () => {
  it('GETs /meta.json beside the app, uncached and without session or location', async () => {
    const fetch = stubFetch(() => jsonResponse({ version: '1.2.9' }));
    await expect(getMeta()).resolves.toEqual({ version: '1.2.9' });
    const { url, init } = fetch.call(0);
    expect(url).toBe('/meta.json');
    expect(init.cache).toBe('no-store');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('latitude');
  });

  it('rejects a meta file without a version', async () => {
    stubFetch(() => jsonResponse({}));
    await expect(getMeta()).rejects.toMatchObject({ kind: 'exception', action: 'GET_META' });
  });
});
