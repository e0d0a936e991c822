import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../request';
import { failureOf, jsonResponse, stubFetch } from '../testing/fetch-stub';
import { postForm } from './post-form';

const submission = { id: 41, form: 'newsletter', received_at: '2026-05-10T09:00:00Z' };

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('postForm', () => {
  it('POSTs the fields as multipart to the forms address, without the session', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ submission: { ...submission, duplicate: false } }, 201),
    );
    await expect(postForm('newsletter', { email: 'ayesha@example.com' })).resolves.toEqual({
      submission: { ...submission, duplicate: false },
    });
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/forms/newsletter');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('email')).toBe('ayesha@example.com');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('gives the polite message of a repeat', async () => {
    stubFetch(() =>
      jsonResponse({
        submission: { ...submission, duplicate: true },
        message: 'You are already subscribed.',
      }),
    );
    await expect(postForm('newsletter', { email: 'ayesha@example.com' })).resolves.toMatchObject({
      message: 'You are already subscribed.',
    });
  });

  it('throws the refused fields of a 400', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Please write your message.',
            fields: { message: 'Please write your message.' },
          },
        },
        400,
      ),
    );
    await expect(failureOf(postForm('contact', {}))).resolves.toMatchObject({
      kind: 'http',
      status: 400,
      action: 'POST_FORM_CONTACT',
      fields: { message: 'Please write your message.' },
    });
  });
});
