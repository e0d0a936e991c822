import { describe, expect, it, vi } from 'vitest';
import { hasPostgres } from '../../test/test-database.js';
import {
  contactBody,
  merchantBody,
  postForm,
  riderBody,
  storedFiles,
  submissionCount,
  uniqueEmail,
  uniqueMobile,
} from './testing/forms-client.js';
import { useFormsTestApp } from './testing/use-forms-test-app.js';

const forms = useFormsTestApp();
const HOUR = 60 * 60 * 1000;

interface Answer {
  submission: { id: number; form: string; received_at: string; duplicate: boolean };
  message?: string;
}

function freezeAt(iso: string): (ms: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = Date.parse(iso);
  vi.setSystemTime(now);
  return (ms) => {
    now += ms;
    vi.setSystemTime(now);
  };
}

describe('a repeated application', () => {
  it('is answered politely within 24 hours with the first submission, storing nothing new', async () => {
    const advance = freezeAt('2026-05-10T09:00:00Z');
    const mobileNumber = uniqueMobile();
    const body = riderBody({ mobile_number: mobileNumber });
    const first = await postForm(forms.testApp.app, 'rider', body);
    expect(first.statusCode, first.body).toBe(201);
    const count = await submissionCount(forms.testApp);
    const files = await storedFiles(forms.testApp);

    advance(23 * HOUR);
    // The same number written another way is the same applicant.
    const again = await postForm(forms.testApp.app, 'rider', {
      ...body,
      mobile_number: mobileNumber.replace('+92 ', '0'),
    });

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Answer>()).toEqual({
      submission: { ...first.json<Answer>().submission, duplicate: true },
      message: 'We already have your application from today. We will be in touch soon.',
    });
    expect(await submissionCount(forms.testApp)).toBe(count);
    expect(await storedFiles(forms.testApp)).toEqual(files);
  });

  it('is stored again the next day', async () => {
    const advance = freezeAt('2026-05-12T09:00:00Z');
    const body = riderBody();
    const first = await postForm(forms.testApp.app, 'rider', body);
    advance(24 * HOUR + 1000);
    const nextDay = await postForm(forms.testApp.app, 'rider', body);

    expect(nextDay.statusCode, nextDay.body).toBe(201);
    expect(nextDay.json<Answer>().submission.id).not.toBe(first.json<Answer>().submission.id);
    expect(nextDay.json<Answer>().submission.duplicate).toBe(false);
  });

  it('is told apart by form: the same number may apply as a rider and as a merchant', async () => {
    const mobile_number = uniqueMobile();
    expect(
      (await postForm(forms.testApp.app, 'rider', riderBody({ mobile_number }))).statusCode,
    ).toBe(201);
    expect(
      (await postForm(forms.testApp.app, 'merchant', merchantBody({ mobile_number }))).statusCode,
    ).toBe(201);
  });

  it('still has to pass the rules: an invalid repeat is refused, not answered as a duplicate', async () => {
    const body = riderBody();
    expect((await postForm(forms.testApp.app, 'rider', body)).statusCode).toBe(201);
    const response = await postForm(forms.testApp.app, 'rider', { ...body, cnic: '123' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a repeated newsletter sign-up', () => {
  it('says the address is already subscribed, also days later and in other letter case', async () => {
    const advance = freezeAt('2026-05-10T09:00:00Z');
    const email = uniqueEmail();
    const first = await postForm(forms.testApp.app, 'newsletter', { email });
    expect(first.statusCode).toBe(201);
    advance(30 * 24 * HOUR);

    const again = await postForm(forms.testApp.app, 'newsletter', { email: email.toUpperCase() });

    expect(again.statusCode).toBe(200);
    expect(again.json<Answer>()).toEqual({
      submission: { ...first.json<Answer>().submission, duplicate: true },
      message: 'You are already subscribed.',
    });
  });
});

describe('a repeated contact message', () => {
  it('is answered politely within 24 hours when the email and the text are the same', async () => {
    const advance = freezeAt('2026-05-10T09:00:00Z');
    const email = uniqueEmail();
    const message = 'The rider brought someone else’s order to our flat in Clifton Block 2.';
    const body = contactBody({ email, message });
    const first = await postForm(forms.testApp.app, 'contact', body);
    expect(first.statusCode, first.body).toBe(201);
    const count = await submissionCount(forms.testApp);

    advance(23 * HOUR);
    // Another topic, other spacing and letter case: still the same message.
    const again = await postForm(forms.testApp.app, 'contact', {
      ...body,
      topic: 'Something else',
      email: email.toUpperCase(),
      message: `  ${message.toLowerCase()}  `,
    });

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Answer>()).toEqual({
      submission: { ...first.json<Answer>().submission, duplicate: true },
      message: 'We already have this message from today. Our team will reply soon.',
    });
    expect(await submissionCount(forms.testApp)).toBe(count);
  });

  it('is stored when the text differs, or when it comes again the next day', async () => {
    const advance = freezeAt('2026-05-14T09:00:00Z');
    const body = contactBody();
    expect((await postForm(forms.testApp.app, 'contact', body)).statusCode).toBe(201);
    const other = await postForm(forms.testApp.app, 'contact', {
      ...body,
      message: 'And the rider could not find my street in DHA Phase 6.',
    });
    expect(other.statusCode, other.body).toBe(201);

    advance(24 * HOUR + 1000);
    const nextDay = await postForm(forms.testApp.app, 'contact', body);
    expect(nextDay.statusCode, nextDay.body).toBe(201);
  });

  it('is stored for another sender with the same text', async () => {
    const body = contactBody();
    expect((await postForm(forms.testApp.app, 'contact', body)).statusCode).toBe(201);
    const response = await postForm(forms.testApp.app, 'contact', {
      ...body,
      email: uniqueEmail(),
    });
    expect(response.statusCode).toBe(201);
  });
});

// PGlite runs one transaction at a time, so only a PostgreSQL server can race two submissions.
describe('simultaneous identical submissions', () => {
  it.skipIf(!hasPostgres)(
    'store one application and answer the others as duplicates (PostgreSQL only)',
    async () => {
      const count = await submissionCount(forms.testApp);
      const files = (await storedFiles(forms.testApp)).length;
      const body = riderBody();

      const responses = await Promise.all(
        Array.from({ length: 5 }, () => postForm(forms.testApp.app, 'rider', body)),
      );

      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        200, 200, 200, 200, 201,
      ]);
      const ids = new Set(responses.map((response) => response.json<Answer>().submission.id));
      expect(ids.size).toBe(1);
      expect(await submissionCount(forms.testApp)).toBe(count + 1);
      expect(await storedFiles(forms.testApp)).toHaveLength(files + 1);
    },
  );

  it.skipIf(!hasPostgres)(
    'store one contact message and answer the others politely (PostgreSQL only)',
    async () => {
      const count = await submissionCount(forms.testApp);
      const body = contactBody();

      const responses = await Promise.all(
        Array.from({ length: 4 }, () => postForm(forms.testApp.app, 'contact', body)),
      );

      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 201]);
      expect(await submissionCount(forms.testApp)).toBe(count + 1);
    },
  );
});
