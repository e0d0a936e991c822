import { describe, expect, it } from 'vitest';
import { reverseLocation } from '../testing/editor-fixtures';
import { pinAddressText } from './pin-address-text';

describe('pinAddressText', () => {
  it('is the formatted address', () => {
    expect(pinAddressText(reverseLocation())).toBe('Khayaban-e-Ittehad, DHA Phase 6, Karachi');
  });

  it("leaves out an 'Unnamed Road'", () => {
    const location = reverseLocation({ formatted_address: 'Unnamed Road, Clifton, Karachi' });
    expect(pinAddressText(location)).toBe('Clifton, Karachi');
  });

  it('builds the line from its parts when there is no formatted address', () => {
    const location = reverseLocation({
      formatted_address: '',
      street: 'Unnamed Road',
      route: 'Sea View Road',
      area: 'Clifton',
    });
    expect(pinAddressText(location)).toBe('Sea View Road, Clifton, Karachi');
  });

  it('falls back to the coordinates when nothing is known', () => {
    const location = reverseLocation({
      formatted_address: '',
      street: '',
      route: '',
      area: '',
      city: '',
      lat: 24.85,
      long: 67.01,
    });
    expect(pinAddressText(location)).toBe('24.85000, 67.01000');
  });
});
