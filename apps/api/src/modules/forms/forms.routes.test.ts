import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSubmissions } from '../../db/schema/index.js';
import { GIF, JPEG, PDF, PNG } from './testing/form-files.js';
import {
  careerBody,
  contactBody,
  errorOf,
  merchantBody,
  postForm,
  riderBody,
  storedFiles,
  submissionCount,
  uniqueEmail,
} from './testing/forms-client.js';
import { useFormsTestApp } from './testing/use-forms-test-app.js';

const forms = useFormsTestApp();

interface Submission {
  id: number;
  form: string;
  received_at: string;
  duplicate: boolean;
}

function submissionOf(response: { json<T>(): T }): Submission {
  return response.json<{ submission: Submission }>().submission;
}

async function latestRow() {
  const [row] = await forms.testApp.database.db
    .select()
    .from(formSubmissions)
    .orderBy(desc(formSubmissions.id))
    .limit(1);
  if (!row) throw new Error('no submission stored');
  return row;
}

async function storedBytes(key: string): Promise<number[]> {
  return [...(await readFile(path.join(forms.testApp.config.dataDir, 'forms', key)))];
}

describe('POST /api/v1/forms/rider', () => {
  it('stores the application and its photo, and answers 201 with the submission', async () => {
    const before = Date.now();
    const body = riderBody({ mobile_number: '0345 7654321', cnic: '4210176543211' });
    const response = await postForm(forms.testApp.app, 'rider', body);

    expect(response.statusCode, response.body).toBe(201);
    const submission = submissionOf(response);
    expect(submission).toMatchObject({ form: 'rider', duplicate: false });
    expect(Date.parse(submission.received_at)).toBeGreaterThanOrEqual(before);
    expect(Object.keys(response.json<object>())).toEqual(['submission']);

    const row = await latestRow();
    expect(row.id).toBe(submission.id);
    expect(row.payload).toEqual({
      full_name: 'Imran Hussain',
      mobile_number: '+923457654321',
      cnic: '42101-7654321-1',
      date_of_birth: '1995-03-14',
      city: 'Karachi',
      has_motorbike_licence: true,
      owns_motorbike: true,
    });
    expect(row).toMatchObject({ mobileNumber: '+923457654321', email: null });
    expect(row.dedupeKey).toBe('+923457654321');
    const [file] = row.files as { field: string; key: string; name: string; type: string }[];
    expect(file).toMatchObject({ field: 'photo', name: 'imran.png', type: 'image/png', size: 12 });
    expect(file?.key).toMatch(/^rider\/[0-9a-f]{32}\.png$/);
    expect(await storedBytes(file?.key ?? '')).toEqual([...PNG]);
  });

  it('takes a JPEG by its bytes, whatever the browser declared', async () => {
    const response = await postForm(
      forms.testApp.app,
      'rider',
      riderBody({ photo: { bytes: JPEG, filename: 'me.bin', type: 'application/octet-stream' } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await latestRow();
    expect(row.files).toMatchObject([{ field: 'photo', type: 'image/jpeg' }]);
    expect((row.files as { key: string }[])[0]?.key).toMatch(/\.jpg$/);
  });

  it('keeps application files out of the public media folder', async () => {
    await postForm(forms.testApp.app, 'rider', riderBody());
    const row = await latestRow();
    const key = (row.files as { key: string }[])[0]?.key ?? '';
    for (const url of [`/media/uploads/${key}`, `/media/uploads/forms/${key}`]) {
      expect((await forms.testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('POST /api/v1/forms/merchant', () => {
  it('stores an application without a store photo', async () => {
    const response = await postForm(forms.testApp.app, 'merchant', merchantBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(submissionOf(response)).toMatchObject({ form: 'merchant', duplicate: false });
    const row = await latestRow();
    expect(row.payload).toMatchObject({
      business_name: 'Lahori Chargha Point',
      business_category: 'Food',
      email: 'usman@example.com',
    });
    expect(row.files).toEqual([]);
  });

  it('stores an application with a store photo', async () => {
    const response = await postForm(
      forms.testApp.app,
      'merchant',
      merchantBody({ store_photo: { bytes: JPEG, filename: 'shop.jpg', type: 'image/jpeg' } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await latestRow();
    expect(row.files).toMatchObject([
      { field: 'store_photo', type: 'image/jpeg', name: 'shop.jpg' },
    ]);
  });

  it('takes an empty file input as no photo', async () => {
    const response = await postForm(
      forms.testApp.app,
      'merchant',
      merchantBody({ store_photo: { bytes: new Uint8Array(0), filename: '', type: '' } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await latestRow()).files).toEqual([]);
  });
});

describe('POST /api/v1/forms/career', () => {
  it('stores an application with a PDF CV', async () => {
    const response = await postForm(forms.testApp.app, 'career', careerBody());
    expect(response.statusCode, response.body).toBe(201);
    const row = await latestRow();
    expect(row.payload).toMatchObject({ role: 'Operations Associate', experience_years: 3 });
    expect(row.files).toMatchObject([{ field: 'cv', type: 'application/pdf' }]);
    expect(await storedBytes((row.files as { key: string }[])[0]?.key ?? '')).toEqual([...PDF]);
  });

  it('refuses a CV that is neither PDF, JPEG nor PNG', async () => {
    const count = await submissionCount(forms.testApp);
    const response = await postForm(
      forms.testApp.app,
      'career',
      careerBody({ cv: { bytes: GIF, filename: 'cv.pdf', type: 'application/pdf' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      cv: 'Please upload your CV as a PDF, JPEG or PNG file.',
    });
    expect(await submissionCount(forms.testApp)).toBe(count);
  });
});

describe('POST /api/v1/forms/newsletter', () => {
  it('stores a sign-up with the email alone', async () => {
    const email = uniqueEmail();
    const response = await postForm(forms.testApp.app, 'newsletter', { email: ` ${email} ` });
    expect(response.statusCode, response.body).toBe(201);
    const row = await latestRow();
    expect(row).toMatchObject({ form: 'newsletter', email, payload: { email }, dedupeKey: email });
  });
});

describe('other posts', () => {
  it('answers 404 for a form that does not exist, storing nothing', async () => {
    const count = await submissionCount(forms.testApp);
    const files = await storedFiles(forms.testApp);
    const response = await postForm(forms.testApp.app, 'loan', riderBody());
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'form_not_found',
      message: 'This form does not exist.',
      message_key: 'forms.unknownForm',
    });
    expect(await submissionCount(forms.testApp)).toBe(count);
    expect(await storedFiles(forms.testApp)).toEqual(files);
  });

  it('answers 415 for a JSON body', async () => {
    const response = await forms.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/forms/newsletter',
      payload: { email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('unsupported_media_type');
  });
});

describe('POST /api/v1/forms/contact', () => {
  it('stores the message with its normalized fields, keyed by email and text', async () => {
    const email = uniqueEmail();
    const response = await postForm(
      forms.testApp.app,
      'contact',
      contactBody({ email: ` ${email.toUpperCase()} ` }),
    );

    expect(response.statusCode, response.body).toBe(201);
    expect(submissionOf(response)).toMatchObject({ form: 'contact', duplicate: false });
    const row = await latestRow();
    expect(row.payload).toEqual({
      name: 'Ayesha Siddiqui',
      email: email.toUpperCase(),
      mobile_number: '+923001234567',
      topic: 'Order help',
      order_number: 'SD-4F7K2Q',
      message: 'My order from Gulshan-e-Iqbal arrived without the two packs of milk.',
    });
    expect(row).toMatchObject({ form: 'contact', mobileNumber: '+923001234567', files: [] });
    expect(row.dedupeKey).toMatch(new RegExp(`^${email.replace('.', '\\.')}:[0-9a-f]{64}$`));
  });

  it('stores a message without the optional mobile and order numbers', async () => {
    const response = await postForm(
      forms.testApp.app,
      'contact',
      contactBody({ mobile_number: '', order_number: undefined, topic: 'Press' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await latestRow();
    expect(row.mobileNumber).toBeNull();
    expect(row.payload).not.toHaveProperty('mobile_number');
    expect(row.payload).not.toHaveProperty('order_number');
    expect(row.payload).toMatchObject({ topic: 'Press' });
  });
});
