import { describe, expect, it } from 'vitest';
import { reverseLocation } from '../testing/editor-fixtures';
import { pinLineState } from './pin-line-state';

describe('pinLineState', () => {
  const pin = { lat: 24.8, long: 67.03 };

  it('hints before any pin', () => {
    expect(pinLineState(null, { data: undefined, isError: false })).toEqual({ kind: 'none' });
  });

  it('is looking up, then found', () => {
    expect(pinLineState(pin, { data: undefined, isError: false })).toEqual({ kind: 'looking' });
    const location = reverseLocation();
    expect(pinLineState(pin, { data: location, isError: false })).toEqual({
      kind: 'found',
      location,
    });
  });

  it('is unknown when the lookup failed', () => {
    expect(pinLineState(pin, { data: undefined, isError: true })).toEqual({ kind: 'unknown' });
  });

  it('warns about a pin outside Pakistan', () => {
    const london = { lat: 51.5, long: -0.12 };
    expect(pinLineState(london, { data: reverseLocation(), isError: false })).toEqual({
      kind: 'outside',
    });
  });
});
