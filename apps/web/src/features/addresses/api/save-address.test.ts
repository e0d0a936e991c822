import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { addressResponse, savedAddress } from '../testing/editor-fixtures';
import { saveAddress } from './save-address';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

const fields = {
  name: 'Home',
  room: 'Flat 4B',
  street: 'Khayaban-e-Saadi',
  district: 'Clifton Block 5',
  building: '',
  floor: '',
  landmark: '',
  lat: 24.8138,
  long: 67.0299,
};

describe('saveAddress', () => {
  it('POSTs a new address to users/create_address and gives address and user', async () => {
    const answer = addressResponse(savedAddress());
    const fetch = stubFetch(() => jsonResponse(answer, 201));
    await expect(saveAddress({ kind: 'create', body: { address: fields } })).resolves.toEqual(
      answer,
    );
    expect(fetch.call(0).url).toBe('/api/v1/users/create_address');
    expect(fetch.call(0).init.method).toBe('POST');
    expect(JSON.parse(fetch.call(0).init.body as string)).toEqual({ address: fields });
  });

  it('PUTs an edited address to users/update_address with its query id', async () => {
    const answer = addressResponse(savedAddress());
    const fetch = stubFetch(() => jsonResponse(answer));
    const body = { query_id: 'adr_7', address: fields };
    await expect(saveAddress({ kind: 'update', body })).resolves.toEqual(answer);
    expect(fetch.call(0).url).toBe('/api/v1/users/update_address');
    expect(fetch.call(0).init.method).toBe('PUT');
    expect(JSON.parse(fetch.call(0).init.body as string)).toEqual(body);
  });

  it('passes validation errors on with their fields', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'This field is required',
            fields: { 'address.street': 'This field is required' },
          },
        },
        400,
      ),
    );
    await expect(
      failureOf(saveAddress({ kind: 'create', body: { address: fields } })),
    ).resolves.toMatchObject({
      kind: 'http',
      status: 400,
      fields: { 'address.street': 'This field is required' },
    });
  });
});
