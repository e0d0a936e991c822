import { describe, expect, it } from 'vitest';
import { isDate, isEmail, isModeratePassword, isTime24h } from './patterns.js';

describe('isEmail', () => {
  it.each([
    'ali@example.com',
    'ali.khan+orders@mail.example.pk',
    'a_b-c@sub-domain.co.uk',
    'A1@X.PK',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ali',
    'ali@',
    '@example.com',
    'ali@example',
    'ali@@example.com',
    'ali khan@example.com',
    'ali@-example.com',
    'ali@example-.com',
    'ali@example..com',
    ' ali@example.com',
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`;
    const atLimit = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(atLimit).toHaveLength(254);
    expect(isEmail(atLimit)).toBe(true);
    expect(isEmail(`x${atLimit}`)).toBe(false);
  });
});

describe('isDate', () => {
  it.each(['2022-01-01', '2024-02-29', '2000-02-29', '1999-12-31', '2023-04-30'])(
    'accepts %s',
    (date) => {
      expect(isDate(date)).toBe(true);
    },
  );

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-01-00',
    '2023-1-01',
    '23-01-01',
    '2023/01/01',
    '01-01-2023',
    '2023-01-01T00:00',
    '',
  ])('refuses %j', (date) => {
    expect(isDate(date)).toBe(false);
  });
});

describe('isTime24h', () => {
  it.each(['00:00', '09:05', '12:30', '19:59', '23:59'])('accepts %s', (time) => {
    expect(isTime24h(time)).toBe(true);
  });

  it.each(['24:00', '23:60', '9:05', '09:5', '0905', '12:30:00', '7pm', ''])(
    'refuses %j',
    (time) => {
      expect(isTime24h(time)).toBe(false);
    },
  );
});

describe('isModeratePassword', () => {
  it.each(['Abcdefg1', 'Sauda2022', 'pass Word 9', 'Aa1!@#$%'])('accepts %j', (password) => {
    expect(isModeratePassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'Abcde1g'],
    ['no upper case', 'abcdefg1'],
    ['no lower case', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['empty', ''],
  ])('refuses %s', (_reason, password) => {
    expect(isModeratePassword(password)).toBe(false);
  });
});
