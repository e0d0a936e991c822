import { describe, expect, it } from 'vitest';
import {
  applyPrefill,
  detailsFromAddress,
  EMPTY_DETAILS,
  prefillFromLocation,
  toDetailsValues,
} from './details-values';
import { reverseLocation, savedAddress } from '../testing/editor-fixtures';

describe('prefillFromLocation', () => {
  it('fills the street and the area from the pin', () => {
    expect(prefillFromLocation(reverseLocation())).toEqual({
      street: 'Khayaban-e-Ittehad',
      district: 'DHA Phase 6',
    });
  });

  it('takes the route when there is no street', () => {
    const location = reverseLocation({ street: '', route: 'Shahrah-e-Faisal' });
    expect(prefillFromLocation(location).street).toBe('Shahrah-e-Faisal');
  });

  it("treats 'Unnamed Road' as no street (SPEC §5), in any case", () => {
    expect(prefillFromLocation(reverseLocation({ street: 'Unnamed Road' })).street).toBe('');
    expect(
      prefillFromLocation(reverseLocation({ street: 'unnamed road', route: 'Unnamed Road' }))
        .street,
    ).toBe('');
    expect(
      prefillFromLocation(reverseLocation({ street: ' Unnamed Road ', route: 'Sea View Road' }))
        .street,
    ).toBe('Sea View Road');
  });

  it('trims the names', () => {
    const location = reverseLocation({ street: '  Main Road ', area: ' Saddar  ' });
    expect(prefillFromLocation(location)).toEqual({ street: 'Main Road', district: 'Saddar' });
  });
});

describe('applyPrefill', () => {
  it('writes the street and area over empty fields and leaves the others', () => {
    const values = { ...EMPTY_DETAILS, name: 'Home', room: '12' };
    expect(applyPrefill(values, { street: 'Main Road', district: 'Saddar' })).toEqual({
      ...values,
      street: 'Main Road',
      district: 'Saddar',
    });
  });

  it('replaces the old street and area when the pin moved', () => {
    const values = detailsFromAddress(savedAddress());
    const next = applyPrefill(values, { street: 'Khayaban-e-Ittehad', district: 'DHA Phase 6' });
    expect(next.street).toBe('Khayaban-e-Ittehad');
    expect(next.district).toBe('DHA Phase 6');
    expect(next.room).toBe('Flat 4B');
  });

  it('keeps what is there when the pin has no street or area (Unnamed Road)', () => {
    const values = { ...EMPTY_DETAILS, street: 'Typed Street', district: 'Typed Area' };
    expect(applyPrefill(values, { street: '', district: '' })).toEqual(values);
    expect(applyPrefill(values, null)).toBe(values);
  });
});

describe('detailsFromAddress and toDetailsValues', () => {
  it('starts editing from the saved fields', () => {
    expect(detailsFromAddress(savedAddress())).toEqual({
      name: 'Home',
      room: 'Flat 4B',
      street: 'Khayaban-e-Saadi',
      district: 'Clifton Block 5',
      building: 'Sea View Apartments',
      floor: '4',
      landmark: 'Near Zamzama Park',
    });
  });

  it("gives '' for optional fields never filled in", () => {
    expect(toDetailsValues({ name: 'a', room: 'b', street: 'c', district: 'd' })).toEqual({
      name: 'a',
      room: 'b',
      street: 'c',
      district: 'd',
      building: '',
      floor: '',
      landmark: '',
    });
  });
});
