import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../api/request';
import { deferred, jsonResponse, stubFetch, type FetchHandler } from '../../api/testing/fetch-stub';
import { renderWithProviders } from '../../test/render-app';
import { NewsletterForm } from './newsletter-form';

const submission = { id: 7, form: 'newsletter', received_at: '2026-05-10T09:00:00Z' };
const created: FetchHandler = () =>
  jsonResponse({ submission: { ...submission, duplicate: false } }, 201);

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

async function signUp(email: string) {
  const user = userEvent.setup();
  await renderWithProviders(<NewsletterForm />);
  const field = screen.getByLabelText('Email address');
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, field };
}

describe('NewsletterForm', () => {
  it('refuses an address that is not an email without calling the server', async () => {
    const fetch = stubFetch(created);
    const { field } = await signUp('not-an-email');
    expect(screen.getByRole('status')).toHaveTextContent('Please enter a valid email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fetch.calls).toHaveLength(0);
  });

  it('sends the address to the newsletter form and says thanks', async () => {
    const fetch = stubFetch(created);
    const { field } = await signUp(' ayesha@example.com ');
    expect(await screen.findByText("Thanks! You're subscribed.", { exact: false })).toBeVisible();
    expect(fetch.call(0).url).toBe('/api/v1/forms/newsletter');
    expect((fetch.call(0).init.body as FormData).get('email')).toBe('ayesha@example.com');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows that it is subscribing while the server answers, and ignores a second click', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { user } = await signUp('ayesha@example.com');
    const button = screen.getByRole('button', { name: 'Subscribing…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(fetch.calls).toHaveLength(1);
    answer.resolve(jsonResponse({ submission: { ...submission, duplicate: false } }, 201));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("shows the server's polite answer for an address already subscribed", async () => {
    stubFetch(() =>
      jsonResponse({
        submission: { ...submission, duplicate: true },
        message: 'You are already subscribed.',
      }),
    );
    const { field } = await signUp('ayesha@example.com');
    expect(await screen.findByText('You are already subscribed.')).toBeVisible();
    expect(field).toHaveValue('ayesha@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message when it refuses the address", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Please enter a valid email address, like name@example.com.',
            fields: { email: 'Please enter a valid email address, like name@example.com.' },
          },
        },
        400,
      ),
    );
    const { field } = await signUp('ayesha@example.com');
    expect(
      await screen.findByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the connection failed when the network is down, and lets the person retry', async () => {
    let fail = true;
    stubFetch(() => {
      if (fail) return Promise.reject(new TypeError('Failed to fetch'));
      return created({ url: '', init: {} });
    });
    const { user } = await signUp('ayesha@example.com');
    expect(await screen.findByText('Connection Failed')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("Thanks! You're subscribed."),
    );
  });
});
