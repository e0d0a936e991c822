import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type FetchCall } from '../../../api/testing/fetch-stub';
import { authStore } from '../store/auth-store';
import { startEachTestAsGuest } from '../testing/guest-session';
import { makeOtpData } from '../testing/otp-data';
import { renderWithUser } from '../testing/render-with-user';
import { sendMobileNumber } from '../testing/send-mobile-number';
import { sentJson } from '../testing/sent-body';
import { serveRoutes, type Routes } from '../../../api/testing/serve-routes';
import { makeUser } from '../testing/user-fixture';
import { ForgotPinPage } from './forgot-pin-page';

const NUMBER = '+923001234567';

const routes = (): Routes => ({
  'POST users/forgot_password': () =>
    jsonResponse({
      message: 'We have sent a code to +92 300 *****67',
      user: { id: 7, query_id: 'usr_7' },
      resendOtpData: makeOtpData('forgot_password'),
    }),
  'GET dev/outbox': () =>
    jsonResponse({ messages: [{ to: NUMBER, body: 'Code 654321', code: '654321', sent_at: '' }] }),
  'POST users/reset_password': () => jsonResponse({ user: makeUser() }),
  'POST users/authenticate': () => jsonResponse({ user: makeUser() }),
});

function formOf(calls: FetchCall[], path: string): Record<string, FormDataEntryValue> {
  const body = calls.find((call) => call.url.endsWith(path))?.init.body;
  if (!(body instanceof FormData)) throw new Error(`${path} was not sent as FormData`);
  return Object.fromEntries(body);
}

startEachTestAsGuest();

const renderPage = () => renderWithUser(<ForgotPinPage />, '/forgot-pin');

describe('ForgotPinPage', () => {
  it('sends a code, resets the PIN with it, then logs in with the new PIN', async () => {
    const fetch = serveRoutes(routes());
    const { user, router } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot PIN' })).toBeVisible();
    await sendMobileNumber(user);

    expect(
      await screen.findByText(
        'Enter the code we sent to +92 300 1234567 and choose a new 6-digit PIN.',
      ),
    ).toBeVisible();
    expect(formOf(fetch.calls, 'users/forgot_password')).toEqual({ mobile_number: NUMBER });
    expect(await screen.findByTestId('demo-code-notice')).toHaveTextContent(
      'Demo mode: your code is 654321',
    );

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('654321');
    await user.type(screen.getByLabelText('New PIN'), '112233');
    await user.type(screen.getByLabelText('Confirm PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(formOf(fetch.calls, 'users/reset_password')).toEqual({
      user_id: 'usr_7',
      mobile_otp: '654321',
      password: '112233',
    });
    const login = fetch.calls.find((call) => call.url.endsWith('users/authenticate'));
    expect(sentJson(login?.init)).toMatchObject({
      login_id: NUMBER,
      password: '112233',
    });
    expect(authStore.getState().isGuest).toBe(false);
  }, 20_000);

  it('shows the server message when the number has no account', async () => {
    serveRoutes({
      'POST users/forgot_password': () =>
        jsonResponse(
          {
            error: {
              code: 'account_not_found',
              message: 'No account is registered with this number',
            },
          },
          404,
        ),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account is registered with this number',
    );
  });

  it('checks the code and the new PIN before sending', async () => {
    const fetch = serveRoutes(routes());
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('65');
    await user.type(screen.getByLabelText('New PIN'), '112233');
    await user.type(screen.getByLabelText('Confirm PIN'), '112234');
    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeVisible();
    expect(screen.getByText('PINs do not match')).toBeVisible();
    expect(fetch.calls.some((call) => call.url.endsWith('reset_password'))).toBe(false);
  });

  it('shows "Something went wrong!" when the reset fails without a server message', async () => {
    serveRoutes({
      ...routes(),
      'POST users/reset_password': () => new Response('', { status: 400 }),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    await user.type(screen.getByLabelText('New PIN'), '112233');
    await user.type(screen.getByLabelText('Confirm PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  }, 15_000);

  it('starts over at step 1 with Change number', async () => {
    serveRoutes(routes());
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });
});
