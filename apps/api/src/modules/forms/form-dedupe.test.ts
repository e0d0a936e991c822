import type { FormValues } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { dedupeKeyOf, duplicateWindowStart } from './form-dedupe.js';

const contact: FormValues<'contact'> = {
  name: 'Ayesha Siddiqui',
  email: 'Ayesha@Example.com',
  mobile_number: undefined,
  topic: 'Order help',
  order_number: undefined,
  message: 'The milk was missing from my order.',
};

const rider: FormValues<'rider'> = {
  full_name: 'Imran Hussain',
  mobile_number: '+923001234567',
  cnic: '42101-1234567-1',
  date_of_birth: '1995-03-14',
  city: 'Karachi',
  has_motorbike_licence: true,
  owns_motorbike: true,
  photo: { name: 'imran.png', type: 'image/png', size: 12 },
};

describe('dedupeKeyOf', () => {
  it('keys applications by mobile number, and career and newsletter by email in lower case', () => {
    expect(dedupeKeyOf('rider', rider)).toBe('+923001234567');
    expect(dedupeKeyOf('newsletter', { email: 'Me@Example.com' })).toBe('me@example.com');
  });

  it('keys a contact message by email and its text, ignoring spacing and letter case', () => {
    const key = dedupeKeyOf('contact', contact);
    expect(key).toMatch(/^ayesha@example\.com:[0-9a-f]{64}$/);
    expect(
      dedupeKeyOf('contact', {
        ...contact,
        email: 'ayesha@example.com',
        message: '  the milk  was missing\nfrom my ORDER. ',
      }),
    ).toBe(key);
    expect(dedupeKeyOf('contact', { ...contact, message: 'The bread was missing too.' })).not.toBe(
      key,
    );
    expect(dedupeKeyOf('contact', { ...contact, email: 'someone@example.com' })).not.toBe(key);
  });
});

describe('duplicateWindowStart', () => {
  it('looks back one day for a contact message and forever for a newsletter address', () => {
    const now = new Date('2026-05-10T09:00:00Z');
    expect(duplicateWindowStart('contact', now)).toEqual(new Date('2026-05-09T09:00:00Z'));
    expect(duplicateWindowStart('newsletter', now)).toBeNull();
  });
});
