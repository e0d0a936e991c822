import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectContractAnswer } from './answer-contract.js';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world.js';
import type { FuzzRequest } from './route-request.js';
import { sendRequest } from './send-request.js';

/**
 * Requests the fuzzing found answered with a 500 (shrunk by fast-check), kept as they were
 * found: each must now get a clear 4xx.
 */
const FOUND: [string, FuzzRequest][] = [
  [
    'NUL in a search (PostgreSQL refuses it in text)',
    { actor: 'operator', method: 'GET', url: '/api/v1/admin/applications?query=%00' },
  ],
  [
    'NUL in a store search',
    { actor: 'operator', method: 'GET', url: '/api/v1/admin/stores?query=%00' },
  ],
  [
    'a path the router cannot decode',
    { actor: 'operator', method: 'GET', url: '/api/v1/admin/applications/%?0' },
  ],
  [
    'a multipart body cut short, to a route that reads form fields',
    {
      actor: 'shopper',
      method: 'POST',
      url: '/api/v1/users/forgot_password',
      body: {
        payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n',
        contentType: 'multipart/form-data; boundary=x',
      },
    },
  ],
  [
    'a multipart body without a boundary',
    {
      actor: 'shopper',
      method: 'POST',
      url: '/api/v1/forms/rider',
      body: { payload: '', contentType: 'multipart/form-data' },
    },
  ],
  [
    'an id above PostgreSQL integer in a search',
    {
      actor: 'shopper',
      method: 'GET',
      url: '/api/v1/users/app_search?query=NaN&industry_id=2147483648',
    },
  ],
  [
    'a category id above PostgreSQL integer in the back office products list',
    {
      actor: 'owner',
      method: 'GET',
      url: '/api/v1/merchant/stores/store-biryani/products?category_id=9007199254740991',
    },
  ],
  [
    'a category id above PostgreSQL integer in a new product',
    {
      actor: 'owner',
      method: 'POST',
      url: '/api/v1/merchant/stores/store-biryani/products',
      body: {
        payload: '{"name":"Karahi","category_id":2147483648,"cost":0}',
        contentType: 'application/json',
      },
    },
  ],
  [
    'a cost too large to be paisa',
    {
      actor: 'owner',
      method: 'PATCH',
      url: '/api/v1/merchant/stores/store-biryani/products/a',
      body: { payload: '{"cost":-1e+308}', contentType: 'application/json' },
    },
  ],
  [
    'a voucher value too large to be paisa',
    {
      actor: 'owner',
      method: 'POST',
      url: '/api/v1/merchant/stores/store-biryani/vouchers',
      body: {
        payload: '{"code":"EID","kind":"fixed","value":-9007199254740991}',
        contentType: 'application/json',
      },
    },
  ],
  [
    'a voucher minimum too large to be paisa',
    {
      actor: 'owner',
      method: 'PATCH',
      url: '/api/v1/merchant/stores/store-biryani/vouchers/1',
      body: { payload: '{"minimum":9223372036854776000}', contentType: 'application/json' },
    },
  ],
  [
    'a holiday on a day that does not exist',
    {
      actor: 'owner',
      method: 'PATCH',
      url: '/api/v1/merchant/stores/store-biryani',
      body: { payload: '{"holidays":[{"date":"2026-11-31"}]}', contentType: 'application/json' },
    },
  ],
  [
    'a holiday in year 0',
    {
      actor: 'owner',
      method: 'PATCH',
      url: '/api/v1/merchant/stores/store-biryani',
      body: { payload: '{"holidays":[{"date":"0000-10-31"}]}', contentType: 'application/json' },
    },
  ],
];

let world: FuzzWorld;

beforeAll(async () => {
  world = await buildFuzzWorld();
  await world.renewSessions();
});

afterAll(() => world.close());

describe('inputs that once answered 500 get a clear error', () => {
  for (const [what, request] of FOUND) {
    it(what, async () => {
      const answer = await sendRequest(world, request);
      expectContractAnswer(answer, JSON.stringify(request));
    });
  }
});
