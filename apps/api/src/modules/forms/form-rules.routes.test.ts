import { describe, expect, it, vi } from 'vitest';
import { GIF, JPEG, PNG, TEXT, pngOfSize } from './testing/form-files.js';
import {
  careerBody,
  contactBody,
  errorOf,
  merchantBody,
  postForm,
  riderBody,
  storedFiles,
  submissionCount,
  type FormBody,
} from './testing/forms-client.js';
import { useFormsTestApp } from './testing/use-forms-test-app.js';

const forms = useFormsTestApp();
const FIVE_MB = 5 * 1024 * 1024;

/** Posts a form that must be refused: 400, the given field messages, nothing stored. */
async function expectRefused(form: string, body: FormBody, fields: Record<string, string>) {
  const count = await submissionCount(forms.testApp);
  const files = await storedFiles(forms.testApp);
  const response = await postForm(forms.testApp.app, form, body);
  expect(response.statusCode, response.body).toBe(400);
  const error = errorOf(response);
  expect(error.code).toBe('validation_failed');
  expect(error.fields).toEqual(fields);
  expect(await submissionCount(forms.testApp)).toBe(count);
  expect(await storedFiles(forms.testApp)).toEqual(files);
  return error;
}

async function expectStored(form: string, body: FormBody) {
  const response = await postForm(forms.testApp.app, form, body);
  expect(response.statusCode, response.body).toBe(201);
}

describe('rider application rules', () => {
  it('explains a wrong CNIC in one sentence, also as the error message', async () => {
    const error = await expectRefused('rider', riderBody({ cnic: '42101-123456-1' }), {
      cnic: 'Please enter your CNIC in the format 12345-1234567-1.',
    });
    expect(error.message).toBe('Please enter your CNIC in the format 12345-1234567-1.');
  });

  it('counts 18 years on Karachi’s date: one day short is refused, 18 today is accepted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 00:30 on 11 May 2026 in Karachi, still 10 May in UTC.
    vi.setSystemTime(new Date('2026-05-10T19:30:00Z'));
    await expectRefused('rider', riderBody({ date_of_birth: '2008-05-12' }), {
      date_of_birth: 'Riders must be at least 18 years old.',
    });
    await expectStored('rider', riderBody({ date_of_birth: '2008-05-11' }));
  });

  it('needs the licence and the motorbike', async () => {
    const body = riderBody({ has_motorbike_licence: 'false', owns_motorbike: undefined });
    const error = await expectRefused('rider', body, {
      has_motorbike_licence: 'Riders must hold a valid motorbike licence.',
      owns_motorbike: 'Riders must own a motorbike.',
    });
    expect(error.message).toBe('Please check the highlighted fields.');
  });

  it('refuses a mobile number that is not a Pakistani mobile', async () => {
    for (const mobile_number of ['+92 21 12345678', '+92 300 12345', 'call me']) {
      await expectRefused('rider', riderBody({ mobile_number }), {
        mobile_number: 'Please enter a valid mobile number, like +92 300 1234567.',
      });
    }
  });

  it('asks for every field of an empty form', async () => {
    await expectRefused(
      'rider',
      {},
      {
        full_name: 'Please enter your full name.',
        mobile_number: 'Please enter your mobile number.',
        cnic: 'Please enter your CNIC number.',
        date_of_birth: 'Please enter your date of birth.',
        city: 'Please choose your city from the list.',
        has_motorbike_licence: 'Riders must hold a valid motorbike licence.',
        owns_motorbike: 'Riders must own a motorbike.',
        photo: 'Please add a photo of yourself.',
      },
    );
  });

  it('accepts PNG and JPEG photos', async () => {
    await expectStored('rider', riderBody({ photo: { bytes: PNG, filename: 'a.png' } }));
    await expectStored('rider', riderBody({ photo: { bytes: JPEG, filename: 'a.jpeg' } }));
  });

  it('refuses a GIF and a text file named .png, by their bytes', async () => {
    for (const bytes of [GIF, TEXT]) {
      await expectRefused(
        'rider',
        riderBody({ photo: { bytes, filename: 'me.png', type: 'image/png' } }),
        { photo: 'Please upload a JPEG or PNG image.' },
      );
    }
  });

  it('takes a photo of exactly 5 MB and refuses a larger one with the size message', async () => {
    await expectStored('rider', riderBody({ photo: { bytes: pngOfSize(FIVE_MB) } }));
    await expectRefused('rider', riderBody({ photo: { bytes: pngOfSize(FIVE_MB + 1) } }), {
      photo: 'Please upload a file of 5 MB or less.',
    });
  });
});

describe('merchant and career rules', () => {
  it('refuses a store photo that is too big and a business category outside the list', async () => {
    await expectRefused(
      'merchant',
      merchantBody({
        business_category: 'Weapons',
        store_photo: { bytes: pngOfSize(FIVE_MB + 1024) },
      }),
      {
        business_category: 'Please choose what your business sells from the list.',
        store_photo: 'Please upload a file of 5 MB or less.',
      },
    );
  });

  it('refuses experience outside 0–50 and a cover letter over 2000 characters', async () => {
    await expectRefused(
      'career',
      careerBody({ experience_years: '51', cover_letter: 'x'.repeat(2001) }),
      {
        experience_years: 'Please enter your years of experience as a whole number from 0 to 50.',
        cover_letter: 'Please keep your cover letter to 2000 characters or fewer.',
      },
    );
  });

  it('refuses a bad newsletter email', async () => {
    await expectRefused(
      'newsletter',
      { email: 'not-an-email' },
      {
        email: 'Please enter a valid email address, like name@example.com.',
      },
    );
  });
});

describe('contact form rules', () => {
  it('asks for every required field of an empty form, with the general message', async () => {
    const error = await expectRefused(
      'contact',
      {},
      {
        name: 'Please enter your full name.',
        email: 'Please enter your email address.',
        topic: 'Please choose what your message is about.',
        message: 'Please write your message.',
      },
    );
    expect(error.message).toBe('Please check the highlighted fields.');
  });

  it('explains a message that is too short or too long', async () => {
    await expectRefused('contact', contactBody({ message: 'Help me!' }), {
      message: 'Please tell us a little more: at least 10 characters.',
    });
    await expectRefused('contact', contactBody({ message: 'x'.repeat(2001) }), {
      message: 'Please keep this to 2000 characters or fewer.',
    });
    await expectStored('contact', contactBody({ message: 'x'.repeat(2000) }));
  });

  it('refuses a topic outside the list, a landline and a long order number', async () => {
    await expectRefused(
      'contact',
      contactBody({
        topic: 'Complaints',
        mobile_number: '+92 21 12345678',
        order_number: 'SD-'.repeat(11),
      }),
      {
        topic: 'Please choose what your message is about.',
        mobile_number: 'Please enter a valid mobile number, like +92 300 1234567.',
        order_number: 'Please keep the order number to 30 characters or fewer.',
      },
    );
  });

  it('refuses a name with digits and a bad email', async () => {
    await expectRefused('contact', contactBody({ name: 'R2D2', email: 'ayesha@' }), {
      name: 'Please enter a name of up to 50 letters and spaces.',
      email: 'Please enter a valid email address, like name@example.com.',
    });
  });
});
