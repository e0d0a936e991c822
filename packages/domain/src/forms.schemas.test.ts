import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_MESSAGES } from './forms.messages.js';
import {
  createFormSchemas,
  duplicateSubmissionMessage,
  FORM_DUPLICATE_WINDOW_MS,
  FORM_FILE_FIELDS,
  FORM_FILE_MAX_BYTES,
  FORM_SCHEMAS,
  FORM_TYPES,
  isAtLeastAge,
  isFormType,
  normalizeCnic,
} from './forms.schemas.js';

// 10 May 2026, 23:30 in Karachi (18:30 UTC): the age rule must use Karachi's date.
const NOW = new Date('2026-05-10T18:30:00Z');
const schemas = createFormSchemas(() => NOW);

const png = { name: 'me.png', type: 'image/png', size: 2048 };
const jpeg = { name: 'me.jpg', type: 'image/jpeg', size: 2048 };
const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 2048 };
const gif = { name: 'me.gif', type: 'image/gif', size: 2048 };

const rider = {
  full_name: 'Imran Hussain',
  mobile_number: '+92 300 1234567',
  cnic: '42101-1234567-1',
  date_of_birth: '1995-03-14',
  city: 'Karachi',
  has_motorbike_licence: 'true',
  owns_motorbike: 'true',
  photo: png,
};
const merchant = {
  business_name: 'Karachi Biryani House',
  owner_name: 'Usman Ali',
  mobile_number: '+923021234567',
  city: 'Karachi',
  business_category: 'Food',
  address: 'Shop 4, Block 5, Clifton',
};
const career = {
  full_name: 'Sana Iqbal',
  email: 'sana@example.com',
  mobile_number: '03031234567',
  role: 'Operations Associate',
  experience_years: '3',
};

/** Each refused field with its message. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe('form types', () => {
  it('lists the five forms and knows no other', () => {
    expect(FORM_TYPES).toEqual(['rider', 'merchant', 'career', 'newsletter', 'contact']);
    expect(isFormType('rider')).toBe(true);
    expect(isFormType('loan')).toBe(false);
    expect(isFormType('toString')).toBe(false);
  });

  it('names the file fields of each form', () => {
    expect(FORM_FILE_FIELDS.rider).toEqual({ photo: ['image/jpeg', 'image/png'] });
    expect(FORM_FILE_FIELDS.merchant).toEqual({ store_photo: ['image/jpeg', 'image/png'] });
    expect(FORM_FILE_FIELDS.career).toEqual({
      cv: ['application/pdf', 'image/jpeg', 'image/png'],
    });
    expect(FORM_FILE_FIELDS.newsletter).toEqual({});
    expect(FORM_FILE_FIELDS.contact).toEqual({});
    expect(FORM_FILE_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('rider application', () => {
  it('accepts a complete application and normalizes it', () => {
    const result = schemas.rider.parse({ ...rider, full_name: '  Imran   Hussain ' });
    expect(result).toEqual({
      ...rider,
      full_name: 'Imran Hussain',
      mobile_number: '+923001234567',
      has_motorbike_licence: true,
      owns_motorbike: true,
    });
  });

  it('asks for every missing field in a sentence', () => {
    expect(fieldErrors(schemas.rider, {})).toEqual({
      full_name: 'Please enter your full name.',
      mobile_number: 'Please enter your mobile number.',
      cnic: 'Please enter your CNIC number.',
      date_of_birth: 'Please enter your date of birth.',
      city: 'Please choose your city from the list.',
      has_motorbike_licence: 'Riders must hold a valid motorbike licence.',
      owns_motorbike: 'Riders must own a motorbike.',
      photo: 'Please add a photo of yourself.',
    });
  });

  it('takes the CNIC as 12345-1234567-1 or 13 digits', () => {
    expect(schemas.rider.parse({ ...rider, cnic: '4210112345671' }).cnic).toBe('42101-1234567-1');
    for (const cnic of [
      '42101-12345671',
      '4210-11234567-1',
      '42101-1234567-12',
      'ABCDE-1234567-1',
    ]) {
      expect(fieldErrors(schemas.rider, { ...rider, cnic })).toEqual({
        cnic: 'Please enter your CNIC in the format 12345-1234567-1.',
      });
    }
  });

  it('refuses a rider who turns 18 tomorrow and accepts one who turns 18 today (Karachi date)', () => {
    // An hour later UTC is still on 10 May while Karachi is on 11 May: Karachi's date counts.
    expect(fieldErrors(schemas.rider, { ...rider, date_of_birth: '2008-05-11' })).toEqual({
      date_of_birth: 'Riders must be at least 18 years old.',
    });
    expect(fieldErrors(schemas.rider, { ...rider, date_of_birth: '2008-05-10' })).toEqual({});
    const justAfterMidnight = createFormSchemas(() => new Date('2026-05-10T19:30:00Z'));
    expect(fieldErrors(justAfterMidnight.rider, { ...rider, date_of_birth: '2008-05-11' })).toEqual(
      {},
    );
  });

  it('refuses dates of birth that cannot be real', () => {
    for (const date_of_birth of ['2001-02-29', '14/03/1995', '1899-12-31', '2026-05-11']) {
      expect(fieldErrors(schemas.rider, { ...rider, date_of_birth })).toEqual({
        date_of_birth: 'Please enter a real date of birth.',
      });
    }
  });

  it('needs both boxes ticked', () => {
    expect(
      fieldErrors(schemas.rider, { ...rider, has_motorbike_licence: 'false', owns_motorbike: '' }),
    ).toEqual({
      has_motorbike_licence: 'Riders must hold a valid motorbike licence.',
      owns_motorbike: 'Riders must own a motorbike.',
    });
    expect(
      schemas.rider.parse({ ...rider, has_motorbike_licence: true, owns_motorbike: 'on' }),
    ).toMatchObject({ has_motorbike_licence: true, owns_motorbike: true });
  });

  it('refuses a mobile number that is not a Pakistani mobile', () => {
    for (const mobile_number of ['+92 211 1234567', '+92 300 123456', '0300-CALL-NOW']) {
      expect(fieldErrors(schemas.rider, { ...rider, mobile_number })).toEqual({
        mobile_number: 'Please enter a valid mobile number, like +92 300 1234567.',
      });
    }
  });

  it('refuses a city outside the list and names with digits', () => {
    expect(fieldErrors(schemas.rider, { ...rider, city: 'Dubai', full_name: 'R2D2' })).toEqual({
      city: 'Please choose your city from the list.',
      full_name: 'Please enter a name of up to 50 letters and spaces.',
    });
    expect(fieldErrors(schemas.rider, { ...rider, full_name: 'A'.repeat(51) })).toEqual({
      full_name: 'Please enter a name of up to 50 letters and spaces.',
    });
  });

  it('takes a JPEG or PNG photo up to 5 MB', () => {
    expect(fieldErrors(schemas.rider, { ...rider, photo: jpeg })).toEqual({});
    expect(
      fieldErrors(schemas.rider, { ...rider, photo: { ...png, size: FORM_FILE_MAX_BYTES } }),
    ).toEqual({});
    expect(fieldErrors(schemas.rider, { ...rider, photo: gif })).toEqual({
      photo: 'Please upload a JPEG or PNG image.',
    });
    expect(fieldErrors(schemas.rider, { ...rider, photo: pdf })).toEqual({
      photo: 'Please upload a JPEG or PNG image.',
    });
    expect(
      fieldErrors(schemas.rider, { ...rider, photo: { ...png, size: FORM_FILE_MAX_BYTES + 1 } }),
    ).toEqual({ photo: 'Please upload a file of 5 MB or less.' });
  });
});

describe('merchant application', () => {
  it('accepts the required fields alone; blank optional fields are left out', () => {
    expect(schemas.merchant.parse({ ...merchant, email: '', message: '  ' })).toEqual({
      ...merchant,
      owner_name: 'Usman Ali',
    });
  });

  it('keeps a store photo, an email and a message', () => {
    const result = schemas.merchant.parse({
      ...merchant,
      email: 'usman@example.com',
      store_photo: jpeg,
      message: 'We open at 11.',
    });
    expect(result).toMatchObject({ email: 'usman@example.com', store_photo: jpeg });
  });

  it('explains each refused field', () => {
    expect(
      fieldErrors(schemas.merchant, {
        ...merchant,
        business_name: ' ',
        owner_name: '',
        email: 'usman@',
        business_category: 'Weapons',
        address: '',
        store_photo: gif,
        message: 'x'.repeat(2001),
      }),
    ).toEqual({
      business_name: 'Please enter the name of your business.',
      owner_name: "Please enter the owner's full name.",
      email: 'Please enter a valid email address, like name@example.com.',
      business_category: 'Please choose what your business sells from the list.',
      address: 'Please enter the address of your business.',
      store_photo: 'Please upload a JPEG or PNG image.',
      message: 'Please keep this to 2000 characters or fewer.',
    });
    expect(fieldErrors(schemas.merchant, { ...merchant, address: 'x'.repeat(201) })).toEqual({
      address: 'Please keep this to 200 characters or fewer.',
    });
  });
});

describe('career application', () => {
  it('accepts a complete application with a PDF CV', () => {
    const result = schemas.career.parse({
      ...career,
      linkedin_url: 'https://www.linkedin.com/in/sana-iqbal',
      cover_letter: 'I have run dispatch for three years.',
      cv: pdf,
    });
    expect(result).toMatchObject({
      mobile_number: '+923031234567',
      experience_years: 3,
      cv: pdf,
    });
  });

  it('takes experience as a whole number from 0 to 50', () => {
    expect(schemas.career.parse({ ...career, experience_years: 0 }).experience_years).toBe(0);
    expect(schemas.career.parse({ ...career, experience_years: '50' }).experience_years).toBe(50);
    for (const experience_years of ['51', '-1', '2.5', '', 'ten', undefined]) {
      expect(fieldErrors(schemas.career, { ...career, experience_years })).toEqual({
        experience_years: 'Please enter your years of experience as a whole number from 0 to 50.',
      });
    }
  });

  it('explains each refused field', () => {
    expect(
      fieldErrors(schemas.career, {
        ...career,
        email: '',
        role: '',
        linkedin_url: 'linkedin/sana',
        cover_letter: 'x'.repeat(2001),
        cv: { name: 'cv.docx', type: 'application/msword', size: 10 },
      }),
    ).toEqual({
      email: 'Please enter your email address.',
      role: 'Please enter the role you are applying for.',
      linkedin_url: 'Please enter a full web address starting with https://.',
      cover_letter: 'Please keep your cover letter to 2000 characters or fewer.',
      cv: 'Please upload your CV as a PDF, JPEG or PNG file.',
    });
  });
});

describe('newsletter sign-up', () => {
  it('needs a valid email and nothing else', () => {
    expect(FORM_SCHEMAS.newsletter.parse({ email: ' me@example.com ', extra: 1 })).toEqual({
      email: 'me@example.com',
    });
    expect(fieldErrors(FORM_SCHEMAS.newsletter, {})).toEqual({
      email: 'Please enter your email address.',
    });
    expect(fieldErrors(FORM_SCHEMAS.newsletter, { email: 'me@example' })).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
    });
  });
});

describe('rules behind the fields', () => {
  it('normalizes CNIC numbers, also typed with Urdu digits', () => {
    expect(normalizeCnic('۴۲۱۰۱۱۲۳۴۵۶۷۱')).toBe('42101-1234567-1');
    expect(normalizeCnic('42101 1234567 1')).toBeNull();
  });

  it('counts age by calendar date, with 29 February birthdays coming of age on 1 March', () => {
    expect(isAtLeastAge('2008-05-10', 18, '2026-05-10')).toBe(true);
    expect(isAtLeastAge('2008-05-11', 18, '2026-05-10')).toBe(false);
    expect(isAtLeastAge('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isAtLeastAge('2008-02-29', 18, '2026-03-01')).toBe(true);
    expect(isAtLeastAge('2004-02-29', 18, '2022-02-28')).toBe(false);
  });

  it('answers repeats politely, and keeps newsletter addresses subscribed', () => {
    expect(duplicateSubmissionMessage('rider')).toBe(
      'We already have your application from today. We will be in touch soon.',
    );
    expect(duplicateSubmissionMessage('career')).toBe(FORM_MESSAGES.alreadyApplied);
    expect(duplicateSubmissionMessage('newsletter')).toBe('You are already subscribed.');
    expect(duplicateSubmissionMessage('contact')).toBe(
      'We already have this message from today. Our team will reply soon.',
    );
    expect(FORM_DUPLICATE_WINDOW_MS).toEqual({
      rider: 86_400_000,
      merchant: 86_400_000,
      career: 86_400_000,
      newsletter: null,
      contact: 86_400_000,
    });
  });
});
