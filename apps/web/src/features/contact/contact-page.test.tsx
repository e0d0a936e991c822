import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../api/request';
import { deferred, jsonResponse, stubFetch } from '../../api/testing/fetch-stub';
import { renderWithProviders } from '../../test/render-app';
import { ContactPage } from './contact-page';

const MESSAGE = 'My order from Gulshan-e-Iqbal arrived without the milk.';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

function created(id = 812, duplicate = false, message?: string) {
  return jsonResponse(
    {
      submission: { id, form: 'contact', received_at: '2026-05-10T09:00:00Z', duplicate },
      message,
    },
    duplicate ? 200 : 201,
  );
}

async function fillValidMessage() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ayesha Siddiqui');
  await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ayesha@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Order help');
  await user.type(screen.getByRole('textbox', { name: /Your message/ }), MESSAGE);
  return user;
}

const send = () => screen.getByRole('button', { name: 'Send message' });

describe('ContactPage', () => {
  it('says how to reach support: phone to tap, email, 24/7 hours and the Karachi office', async () => {
    await renderWithProviders(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We're here to help");
    const details = screen.getByRole('region', { name: 'Talk to us' });
    expect(within(details).getByRole('link', { name: '+92 21 111 728 832' })).toHaveAttribute(
      'href',
      'tel:+9221111728832',
    );
    expect(within(details).getByRole('link', { name: 'support@sauda.pk' })).toHaveAttribute(
      'href',
      'mailto:support@sauda.pk',
    );
    expect(details).toHaveTextContent('24/7, every day of the year');
    expect(details.querySelector('address')).toHaveTextContent('Karachi');
  });

  it('links to the FAQs and the order history', async () => {
    await renderWithProviders(<ContactPage />, '/contact');
    const quick = screen.getByRole('navigation', { name: 'Quick answers' });
    expect(within(quick).getByRole('link', { name: /Problem with an order/ })).toHaveAttribute(
      'href',
      '/order/history',
    );
    expect(within(quick).getByRole('link', { name: /Read the FAQs/ })).toHaveAttribute(
      'href',
      '/faqs',
    );
  });

  it('explains every missing field without calling the server', async () => {
    const fetch = stubFetch(() => created());
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, '/contact');
    await user.click(send());
    expect(await screen.findByText('Please enter your full name.')).toBeVisible();
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByText('Please choose what your message is about.')).toBeVisible();
    expect(screen.getByText('Please write your message.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    expect(fetch.calls).toHaveLength(0);
  });

  it('refuses a short message, a bad email and a landline with the domain words', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ContactPage />, '/contact');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'ayesha@');
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '021 1234567');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Help me');
    await user.click(send());
    expect(
      await screen.findByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    expect(
      screen.getByText('Please enter a valid mobile number, like +92 300 1234567.'),
    ).toBeVisible();
    expect(screen.getByText('Please tell us a little more: at least 10 characters.')).toBeVisible();
  });

  it('sends a valid message and shows the confirmation with its reference number', async () => {
    const fetch = stubFetch(() => created(812));
    await renderWithProviders(<ContactPage />, '/contact');
    const user = await fillValidMessage();
    await user.click(send());

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByText('#812')).toBeVisible();
    const body = fetch.call(0).init.body as FormData;
    expect(fetch.call(0).url).toBe('/api/v1/forms/contact');
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Ayesha Siddiqui',
      email: 'ayesha@example.com',
      topic: 'Order help',
      message: MESSAGE,
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
  });

  it('shows that it is sending and sends once', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    await renderWithProviders(<ContactPage />, '/contact');
    const user = await fillValidMessage();
    await user.click(send());
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    await user.click(sending);
    expect(fetch.calls).toHaveLength(1);
    answer.resolve(created());
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeVisible();
  });

  it('answers a repeated message with the server’s polite words', async () => {
    const polite = 'We already have this message from today. Our team will reply soon.';
    stubFetch(() => created(640, true, polite));
    await renderWithProviders(<ContactPage />, '/contact');
    const user = await fillValidMessage();
    await user.click(send());
    expect(
      await screen.findByRole('heading', { name: 'We already have your message' }),
    ).toBeVisible();
    expect(screen.getByText(polite)).toBeVisible();
    expect(screen.getByText('#640')).toBeVisible();
  });

  it('puts the server’s refusals under the fields it names', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Please choose what your message is about.',
            fields: { topic: 'Please choose what your message is about.' },
          },
        },
        400,
      ),
    );
    await renderWithProviders(<ContactPage />, '/contact');
    const user = await fillValidMessage();
    await user.click(send());
    const topic = screen.getByRole('combobox', { name: /Topic/ });
    expect(await screen.findByText('Please choose what your message is about.')).toBeVisible();
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the connection failed under the form and keeps what was typed', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderWithProviders(<ContactPage />, '/contact');
    const user = await fillValidMessage();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Failed');
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(MESSAGE);
  });

  it('preselects the topic an address names', async () => {
    await renderWithProviders(<ContactPage />, '/contact?topic=press');
    expect(screen.getByRole('combobox', { name: /Topic/ })).toHaveValue('Press');
  });
});
