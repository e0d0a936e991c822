import type { MerchantStore } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { insertCatalogFixture, STORES } from '../../catalog/testing/catalog-fixture.js';
import { errorOf } from '../../invoices/testing/checkout-client.js';
import type { Shopper } from '../../invoices/testing/checkout-fixture.js';
import { shopperSees } from './testing/biryani-settings.js';
import {
  createMerchantStoresClient,
  type MerchantStoresClient,
} from './testing/merchant-stores-client.js';
import { insertMember } from './testing/store-members.js';

let testApp: TestApp;
let stores: MerchantStoresClient;
let manager: Shopper;
let staff: Shopper;

const BIRYANI = STORES.biryani.queryId;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  const { db } = testApp.database;
  const { companyIds } = await insertCatalogFixture(db);
  manager = await insertMember(db, 'manager', [companyIds.biryani]);
  staff = await insertMember(db, 'staff', [companyIds.biryani]);
  stores = createMerchantStoresClient(() => testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

const storeOf = (response: { json: <T>() => T }) => response.json<{ store: MerchantStore }>().store;

describe('POST /api/v1/merchant/stores/{storeId}/logo and /banner', () => {
  it('saves a PNG logo, serves it, and shoppers see it at once', async () => {
    expect((await shopperSees(testApp.app)).picture.medium).toBe('/media/uploads/biryani.png');
    const response = await stores.upload(manager.token, BIRYANI, 'logo', PNG);

    expect(response.statusCode, response.body).toBe(200);
    const url = storeOf(response).logo_url;
    expect(url).toMatch(/^\/media\/uploads\/stores\/[0-9a-f]{32}\.png$/);
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect([...served.rawPayload]).toEqual([...PNG]);
    expect((await shopperSees(testApp.app)).picture.medium).toBe(url);
    expect((await stores.stores(manager.token))[0]?.logo_url).toBe(url);
  });

  it('saves a JPEG banner as .jpg, whatever type the browser claims', async () => {
    const response = await stores.upload(manager.token, BIRYANI, 'banner', JPEG, {
      type: 'application/octet-stream',
      name: 'banner.bin',
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = storeOf(response).banner_url;
    expect(url).toMatch(/^\/media\/uploads\/stores\/[0-9a-f]{32}\.jpg$/);
    expect((await shopperSees(testApp.app)).banner_url).toBe(url);
  });

  it('refuses a text file renamed .png, and a GIF, by their bytes', async () => {
    const before = storeOf(await stores.get(manager.token, BIRYANI)).logo_url;
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    for (const bytes of [new TextEncoder().encode('just some text'), gif]) {
      const response = await stores.upload(manager.token, BIRYANI, 'logo', bytes);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'invalid_photo_type',
        message: 'Only JPEG and PNG photos can be uploaded',
        message_key: 'auth.invalidPhotoType',
      });
    }
    expect(storeOf(await stores.get(manager.token, BIRYANI)).logo_url).toBe(before);
  });

  it('asks for a photo when the form has none in image', async () => {
    const response = await stores.upload(manager.token, BIRYANI, 'logo', PNG, { field: 'logo' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'Please choose a photo to upload.',
      message_key: 'auth.photoRequired',
      fields: { image: 'Please choose a photo to upload.' },
      field_keys: { image: { key: 'auth.photoRequired' } },
    });
  });

  it('answers 403 forbidden_role to staff', async () => {
    for (const kind of ['logo', 'banner'] as const) {
      const response = await stores.upload(staff.token, BIRYANI, kind, PNG);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('forbidden_role');
    }
  });

  it('answers 413 above 5 MB and 415 for a JSON body', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await stores.upload(manager.token, BIRYANI, 'logo', big)).statusCode).toBe(413);
    const json = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/merchant/stores/${BIRYANI}/logo`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});
