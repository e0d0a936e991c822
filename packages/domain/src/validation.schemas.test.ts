import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './messages.js';
import {
  addressDetailsSchema,
  authenticatePasswordSchema,
  contactPhoneSchema,
  guestNameSchema,
  guestPasswordSchema,
  loginMobileSchema,
  loginPinSchema,
  oneTimeCodeSchema,
  phoneNumberSchema,
  photoMimeTypeSchema,
  productNameSchema,
  searchQuerySchema,
  tipSchema,
  voucherCodeSchema,
} from './validation.schemas.js';

/** The messages of a failed parse, or 'ok' followed by the parsed value. */
function check(schema: z.ZodType, value: unknown): string[] | { ok: unknown } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : result.error.issues.map((issue) => issue.message);
}

describe('loginMobileSchema', () => {
  it('accepts a complete masked number and sends it without spaces', () => {
    expect(check(loginMobileSchema, '+92 300 1234567')).toEqual({ ok: '+923001234567' });
  });

  it('asks for a number when empty or missing', () => {
    expect(check(loginMobileSchema, '')).toEqual([MESSAGES.enterPhone]);
    expect(check(loginMobileSchema, undefined)).toEqual([MESSAGES.enterPhone]);
  });

  it.each(['+92 300 123456', '+92 300 12345678', '+923001234567', ' ', '+92 300 123456a'])(
    'refuses %j as not valid',
    (value) => {
      expect(check(loginMobileSchema, value)).toEqual([MESSAGES.invalidPhone]);
    },
  );
});

describe('phoneNumberSchema', () => {
  it('accepts the sent form', () => {
    expect(check(phoneNumberSchema, '+923001234567')).toEqual({ ok: '+923001234567' });
  });

  it('refuses masked, national and short forms', () => {
    expect(check(phoneNumberSchema, '')).toEqual([MESSAGES.enterPhone]);
    expect(check(phoneNumberSchema, '+92 300 1234567')).toEqual([MESSAGES.invalidPhone]);
    expect(check(phoneNumberSchema, '03001234567')).toEqual([MESSAGES.invalidPhone]);
    expect(check(phoneNumberSchema, '+92300123456')).toEqual([MESSAGES.invalidPhone]);
  });
});

describe('loginPinSchema', () => {
  it.each(['123456', 'abc123', 'ABCDEF'])('accepts %j', (pin) => {
    expect(check(loginPinSchema, pin)).toEqual({ ok: pin });
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['5 characters', '12345'],
    ['7 characters', '1234567'],
    ['30 characters', 'a'.repeat(30)],
    ['a space', '123 56'],
    ['a symbol', '12345!'],
    ['Urdu digits', '۱۲۳۴۵۶'],
  ])('refuses %s with one message', (_reason, pin) => {
    expect(check(loginPinSchema, pin)).toEqual([MESSAGES.enterPin]);
  });
});

describe('authenticatePasswordSchema', () => {
  it('accepts a PIN and any guest password', () => {
    expect(check(authenticatePasswordSchema, '123456')).toEqual({ ok: '123456' });
    expect(check(authenticatePasswordSchema, 'abcde')).toEqual({ ok: 'abcde' });
    expect(check(authenticatePasswordSchema, 'a'.repeat(30))).toEqual({ ok: 'a'.repeat(30) });
  });

  it('refuses what the product cannot create', () => {
    expect(check(authenticatePasswordSchema, 'abcd')).toEqual([MESSAGES.enterPin]);
    expect(check(authenticatePasswordSchema, 'a'.repeat(31))).toEqual([MESSAGES.enterPin]);
    expect(check(authenticatePasswordSchema, 'abc de')).toEqual([MESSAGES.enterPin]);
  });
});

describe('addressDetailsSchema', () => {
  const complete = { name: 'Home', room: 'Flat 12', street: 'Street 4', district: 'DHA Phase 6' };

  it('accepts the required fields and fills the optional ones', () => {
    expect(check(addressDetailsSchema, complete)).toEqual({
      ok: { ...complete, building: '', floor: '', landmark: '' },
    });
  });

  it('trims every field', () => {
    const parsed = addressDetailsSchema.parse({
      ...complete,
      name: '  Work ',
      landmark: ' Near park ',
    });
    expect(parsed.name).toBe('Work');
    expect(parsed.landmark).toBe('Near park');
  });

  it('requires title, flat/villa number, street and area', () => {
    const result = addressDetailsSchema.safeParse({ name: ' ', street: '' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      name: MESSAGES.fieldRequired,
      room: MESSAGES.fieldRequired,
      street: MESSAGES.fieldRequired,
      district: MESSAGES.fieldRequired,
    });
  });
});

describe('voucherCodeSchema', () => {
  it('accepts letters and digits up to 50, trimmed', () => {
    expect(check(voucherCodeSchema, 'FREE15FIRST')).toEqual({ ok: 'FREE15FIRST' });
    expect(check(voucherCodeSchema, ' free15first ')).toEqual({ ok: 'free15first' });
    expect(check(voucherCodeSchema, 'A'.repeat(50))).toEqual({ ok: 'A'.repeat(50) });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['51 characters', 'A'.repeat(51)],
    ['a space inside', 'FREE 15'],
    ['a symbol', 'FREE-15'],
    ['missing', undefined],
  ])('refuses %s', (_reason, code) => {
    expect(check(voucherCodeSchema, code)).toEqual([MESSAGES.enterVoucherCode]);
  });
});

describe('contactPhoneSchema', () => {
  it('accepts empty, 13, 14 and 15 masked characters', () => {
    expect(check(contactPhoneSchema, '')).toEqual({ ok: '' });
    expect(check(contactPhoneSchema, '+92 300 12345')).toEqual({ ok: '+9230012345' });
    expect(check(contactPhoneSchema, '+92 300 123456')).toEqual({ ok: '+92300123456' });
    expect(check(contactPhoneSchema, '+92 300 1234567')).toEqual({ ok: '+923001234567' });
  });

  it('accepts E.164 and stores it as the masked form is stored', () => {
    expect(check(contactPhoneSchema, '+923001234567')).toEqual({ ok: '+923001234567' });
    expect(check(contactPhoneSchema, '+9230012345')).toEqual({ ok: '+9230012345' });
  });

  it.each(['+92 300 1234', '+92 300 12345678', ' ', '+9230012345678', '03001234567'])(
    'refuses %j',
    (phone) => {
      expect(check(contactPhoneSchema, phone)).toEqual([MESSAGES.invalidContactPhone]);
    },
  );
});

describe('guestNameSchema', () => {
  it('accepts Latin letters and spaces up to 50, trimmed', () => {
    expect(check(guestNameSchema, 'Ayesha Khan')).toEqual({ ok: 'Ayesha Khan' });
    expect(check(guestNameSchema, '  Ali  ')).toEqual({ ok: 'Ali' });
    expect(check(guestNameSchema, 'A'.repeat(50))).toEqual({ ok: 'A'.repeat(50) });
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['51 letters', 'A'.repeat(51)],
    ['a digit', 'Ali 2'],
    ['an apostrophe', "O'Brien"],
    ['Urdu letters', 'علی'],
  ])('refuses %s', (_reason, name) => {
    expect(check(guestNameSchema, name)).toEqual([MESSAGES.invalidName]);
  });
});

describe('guestPasswordSchema', () => {
  it('accepts letters and digits longer than 4', () => {
    expect(check(guestPasswordSchema, 'abc12')).toEqual({ ok: 'abc12' });
    expect(check(guestPasswordSchema, 'a'.repeat(30))).toEqual({ ok: 'a'.repeat(30) });
  });

  it.each([
    ['empty', ''],
    ['4 characters', 'ab12'],
    ['31 characters', 'a'.repeat(31)],
    ['a space', 'abc 12'],
    ['a symbol', 'abc12!'],
  ])('refuses %s', (_reason, password) => {
    expect(check(guestPasswordSchema, password)).toEqual([MESSAGES.invalidPassword]);
  });
});

describe('tipSchema', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [20, 20],
    [100, 100],
    ['', 0],
    ['50', 50],
    [' 75 ', 75],
  ])('reads %j as %s', (input, tip) => {
    expect(tipSchema.parse(input)).toBe(tip);
  });

  it.each([-1, 1.5, '-1', '1.5', 'abc', '1e3', Number.NaN, '99999999999999999999'])(
    'refuses %j',
    (input) => {
      expect(tipSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('oneTimeCodeSchema', () => {
  it('accepts exactly 6 digits', () => {
    expect(check(oneTimeCodeSchema, '012345')).toEqual({ ok: '012345' });
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '۱۲۳۴۵۶'])('refuses %j', (code) => {
    expect(oneTimeCodeSchema.safeParse(code).success).toBe(false);
  });
});

describe('searchQuerySchema', () => {
  it('trims and accepts letters, digits and spaces', () => {
    expect(check(searchQuerySchema, '  milk 1 litre ')).toEqual({ ok: 'milk 1 litre' });
    expect(check(searchQuerySchema, '   ')).toEqual({ ok: '' });
  });

  it.each(['coca-cola', 'milk%', "l'oreal", 'pack\tof 6'])('refuses %j', (query) => {
    expect(searchQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('photoMimeTypeSchema', () => {
  it('takes jpeg and png only', () => {
    expect(photoMimeTypeSchema.safeParse('image/jpeg').success).toBe(true);
    expect(photoMimeTypeSchema.safeParse('image/png').success).toBe(true);
    expect(photoMimeTypeSchema.safeParse('image/gif').success).toBe(false);
    expect(photoMimeTypeSchema.safeParse('image/webp').success).toBe(false);
  });
});

describe('productNameSchema', () => {
  it('requires a non-empty name', () => {
    expect(check(productNameSchema, ' Basmati Rice ')).toEqual({ ok: 'Basmati Rice' });
    expect(check(productNameSchema, '')).toEqual([MESSAGES.required]);
    expect(check(productNameSchema, '  ')).toEqual([MESSAGES.required]);
  });
});
