import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../api/request';
import { resetRequesterConfig } from '../../../api/request-config';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { configureAuthRequester } from '../../auth/session/configure-auth-requester';
import { authStore } from '../../auth/store/auth-store';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { makeUser } from '../../auth/testing/user-fixture';
import { AMMI, HOME } from '../testing/address-fixtures';
import { configureLocationRequester, selectedGeoPoint } from './configure-location-requester';
import { selectAddress } from './use-selected-address';

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
  configureLocationRequester();
});
afterEach(() => vi.unstubAllGlobals());

function sentHeaders(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('configureLocationRequester', () => {
  it('sends no location without a selected address', async () => {
    authStore.login(makeUser());
    const fetch = stubFetch(() => jsonResponse({}));
    await request({ url: 'industries' });
    expect(selectedGeoPoint()).toBeNull();
    expect(sentHeaders(fetch.call(0).init)).not.toHaveProperty('latitude');
  });

  it('sends the selected address’s latitude and longitude with every signed-in call', async () => {
    authStore.login(makeUser({ home_address: HOME, other_addresses: [AMMI] }));
    const fetch = stubFetch(() => jsonResponse({}));
    await request({ url: 'industries' });
    expect(sentHeaders(fetch.call(0).init)).toMatchObject({
      latitude: String(HOME.lat),
      longitude: String(HOME.long),
    });

    selectAddress(AMMI.id);
    await request({ url: 'industries' });
    expect(selectedGeoPoint()).toEqual({ latitude: AMMI.lat, longitude: AMMI.long });
    expect(sentHeaders(fetch.call(1).init)).toMatchObject({
      latitude: String(AMMI.lat),
      longitude: String(AMMI.long),
    });
  });
});
