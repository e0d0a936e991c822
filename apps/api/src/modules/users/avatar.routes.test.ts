import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  createAccountsClient,
  errorOf,
  uniqueNumber,
  type AccountsClient,
  type SignedIn,
} from '../auth/testing/accounts-client.js';

let testApp: TestApp;
let client: AccountsClient;
let account: SignedIn;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  client = createAccountsClient(testApp.app);
  account = await client.register(uniqueNumber(500), '123456');
});

afterAll(async () => {
  await testApp.close();
});

function upload(
  bytes: Uint8Array,
  { field = 'avatar', type = 'image/png', queryId = account.queryId, token = account.token } = {},
) {
  const form = new FormData();
  form.append('note', 'profile photo');
  form.append(field, new Blob([bytes], { type }), 'photo.png');
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/${queryId}/update_avatar`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: form,
  });
}

describe('POST /api/v1/users/{userId}/update_avatar', () => {
  it('saves a PNG and serves it under /media/uploads/avatars', async () => {
    const response = await upload(PNG);

    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ user: { avatar_url: string } }>().user.avatar_url;
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect([...served.rawPayload]).toEqual([...PNG]);
    expect(
      (await client.me(account.token)).json<{ user: { avatar_url: string } }>().user.avatar_url,
    ).toBe(url);
  });

  it('saves a JPEG as .jpg, whatever type the browser claims', async () => {
    const response = await upload(JPEG, { type: 'application/octet-stream' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { avatar_url: string } }>().user.avatar_url).toMatch(/\.jpg$/);
  });

  it('refuses a GIF and a text file by their bytes', async () => {
    for (const bytes of [GIF, new TextEncoder().encode('just some text')]) {
      const response = await upload(bytes, { type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'invalid_photo_type',
        message: 'Only JPEG and PNG photos can be uploaded',
        message_key: 'auth.invalidPhotoType',
      });
    }
  });

  it('asks for a photo when the form has none in avatar', async () => {
    const response = await upload(PNG, { field: 'picture' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ avatar: 'Please choose a photo to upload.' });
  });

  it('answers 413 above the 5 MB upload limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
  });

  it('is only for the account itself', async () => {
    const other = await client.register(uniqueNumber(501), '123456');
    expect((await upload(PNG, { queryId: other.queryId })).statusCode).toBe(404);
    expect((await upload(PNG, { token: '' })).statusCode).toBe(401);
  });

  it('answers 415 for a JSON body', async () => {
    const response = await client.call(
      'POST',
      `users/${account.queryId}/update_avatar`,
      { avatar: 'x' },
      account.token,
    );
    expect(response.statusCode).toBe(415);
  });
});
