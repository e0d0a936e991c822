import { describe, expect, it } from 'vitest';
import {
  applyPhoneMask,
  isValidContactPhone,
  isValidLoginPhone,
  normalizeMobileNumber,
  PHONE_COUNTRY_CODE,
  PHONE_MASK,
  PHONE_MASKED_LENGTH,
  PHONE_NATIONAL_DIGITS,
  stripPhoneSpaces,
} from './phone.js';

describe('applyPhoneMask', () => {
  it('formats typed digits progressively', () => {
    const steps: string[] = [];
    let value = '';
    for (const key of '3001234567') {
      value = applyPhoneMask(value + key);
      steps.push(value);
    }
    expect(steps).toEqual([
      '+92 3',
      '+92 30',
      '+92 300',
      '+92 300 1',
      '+92 300 12',
      '+92 300 123',
      '+92 300 1234',
      '+92 300 12345',
      '+92 300 123456',
      '+92 300 1234567',
    ]);
  });

  it('ignores keys past the last digit and non-digits', () => {
    expect(applyPhoneMask('+92 300 12345678')).toBe('+92 300 1234567');
    expect(applyPhoneMask('+92 300 1234567a')).toBe('+92 300 1234567');
    expect(applyPhoneMask('+92 300 a')).toBe('+92 300');
  });

  it.each([
    ['03001234567', '+92 300 1234567'],
    ['923001234567', '+92 300 1234567'],
    ['+92 300 1234567', '+92 300 1234567'],
    ['+923001234567', '+92 300 1234567'],
    ['00923001234567', '+92 300 1234567'],
    ['+92 (0)300 1234567', '+92 300 1234567'],
    ['0300-1234567', '+92 300 1234567'],
    [' 0321 765 4321 ', '+92 321 7654321'],
    ['۰۳۰۰۱۲۳۴۵۶۷', '+92 300 1234567'],
    ['3001234567', '+92 300 1234567'],
  ])('formats the paste %j', (input, masked) => {
    expect(applyPhoneMask(input)).toBe(masked);
  });

  it('lets the field be emptied', () => {
    expect(applyPhoneMask('')).toBe('');
    expect(applyPhoneMask('+92 ')).toBe('');
    expect(applyPhoneMask('+9')).toBe('');
    expect(applyPhoneMask('+')).toBe('');
    expect(applyPhoneMask('0')).toBe('');
    expect(applyPhoneMask('abc')).toBe('');
  });

  it('keeps a short number starting with 92 as national digits', () => {
    expect(applyPhoneMask('92')).toBe('+92 92');
  });

  it('never exceeds 15 characters', () => {
    expect(applyPhoneMask('9230012345678999')).toHaveLength(15);
  });
});

describe('stripPhoneSpaces', () => {
  it('removes the spaces of the mask', () => {
    expect(stripPhoneSpaces('+92 300 1234567')).toBe('+923001234567');
    expect(stripPhoneSpaces('')).toBe('');
  });
});

describe('isValidLoginPhone', () => {
  it('accepts only a complete masked number', () => {
    expect(isValidLoginPhone('+92 300 1234567')).toBe(true);
    expect(isValidLoginPhone('')).toBe(false);
    expect(isValidLoginPhone('+92 300 123456')).toBe(false);
    expect(isValidLoginPhone('+92 300 12345678')).toBe(false);
    expect(isValidLoginPhone('+923001234567')).toBe(false);
    expect(isValidLoginPhone('+92 300 123456 ')).toBe(false);
    expect(isValidLoginPhone('+91 300 1234567')).toBe(false);
  });
});

describe('isValidContactPhone', () => {
  it('accepts empty or 13 to 15 masked characters', () => {
    expect(isValidContactPhone('')).toBe(true);
    expect(isValidContactPhone('+92 300 12345')).toBe(true);
    expect(isValidContactPhone('+92 300 123456')).toBe(true);
    expect(isValidContactPhone('+92 300 1234567')).toBe(true);
  });

  it('refuses shorter, longer or malformed numbers', () => {
    expect(isValidContactPhone('+92 300 1234')).toBe(false);
    expect(isValidContactPhone('+92 300 12345678')).toBe(false);
    expect(isValidContactPhone(' ')).toBe(false);
    expect(isValidContactPhone('+9230012345678')).toBe(false);
    expect(isValidContactPhone('+9230012')).toBe(false);
    expect(isValidContactPhone('03001234567')).toBe(false);
    expect(isValidContactPhone('+92 300 123456a')).toBe(false);
    expect(isValidContactPhone('abcdefghijklm')).toBe(false);
  });

  it('accepts the same numbers in E.164, spaces being only formatting', () => {
    expect(isValidContactPhone('+923001234567')).toBe(true);
    expect(isValidContactPhone('+92300123456')).toBe(true);
    expect(isValidContactPhone('+9230012345')).toBe(true);
    expect(isValidContactPhone('+92 3001234567')).toBe(true);
  });
});

describe('normalizeMobileNumber', () => {
  it.each([
    '03001234567',
    '923001234567',
    '+92 300 1234567',
    '+923001234567',
    '0092 300 1234567',
    '3001234567',
    '(0300) 123-4567',
    '+92 (0)300 1234567',
  ])('reads %j', (input) => {
    expect(normalizeMobileNumber(input)).toBe('+923001234567');
  });

  it.each([
    ['empty', ''],
    ['too short', '0300123456'],
    ['too long (never truncated)', '030012345678'],
    ['a landline', '02134567890'],
    ['a landline with country code', '+92 21 34567890'],
    ['another country', '+44 7911 123456'],
    ['letters', '0300-CALL-NOW'],
    ['half a country code', '+9'],
  ])('refuses %s', (_reason, input) => {
    expect(normalizeMobileNumber(input)).toBeNull();
  });
});

describe('the phone mask', () => {
  it('agrees with the country code, the national digits and the masked length', () => {
    expect(PHONE_MASK).toHaveLength(PHONE_MASKED_LENGTH);
    expect(PHONE_MASK.startsWith(PHONE_COUNTRY_CODE)).toBe(true);
    expect(PHONE_MASK.replace(/\D/g, '').slice(2)).toHaveLength(PHONE_NATIONAL_DIGITS);
  });
});
