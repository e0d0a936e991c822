import { createAddressBodySchema, updateAddressBodySchema } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { buildSaveRequest } from './address-payload';
import { savedAddress } from '../testing/editor-fixtures';

const details = {
  name: 'Work',
  room: 'Office 12',
  street: 'I. I. Chundrigar Road',
  district: 'Saddar',
  building: 'Habib Bank Plaza',
  floor: '',
  landmark: '',
};
const pin = { lat: 24.8486, long: 67.0104 };

describe('buildSaveRequest', () => {
  it('creates a new address with the details and the pin', () => {
    const save = buildSaveRequest(null, details, pin);
    expect(save).toEqual({
      kind: 'create',
      body: { address: { ...details, lat: 24.8486, long: 67.0104 } },
    });
    expect(createAddressBodySchema.safeParse(save.body).success).toBe(true);
  });

  it('updates an edited address by its query id with the new pin', () => {
    const address = savedAddress({ name: 'Home' });
    const save = buildSaveRequest(address, { ...details, name: 'Home' }, pin);
    expect(save).toEqual({
      kind: 'update',
      body: {
        query_id: 'adr_7',
        address: { ...details, name: 'Home', lat: 24.8486, long: 67.0104 },
      },
    });
    expect(updateAddressBodySchema.safeParse(save.body).success).toBe(true);
  });

  it('keeps the saved title while editing, whatever the form holds (title locked)', () => {
    const address = savedAddress({ name: "Ammi's house" });
    const save = buildSaveRequest(address, { ...details, name: 'Something else' }, pin);
    expect(save.kind).toBe('update');
    expect(save.body.address.name).toBe("Ammi's house");
  });

  it('sends no type or description: the server works them out', () => {
    const save = buildSaveRequest(null, details, pin);
    expect(save.body.address).not.toHaveProperty('type');
    expect(save.body.address).not.toHaveProperty('description');
  });
});
