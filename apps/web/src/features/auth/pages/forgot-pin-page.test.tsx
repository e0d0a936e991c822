import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequesterConfig } from '../../../api/request-config';
import { jsonResponse, stubFetch, type FetchCall } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import { configureAuthRequester } from '../session/configure-auth-requester';
import { authStore } from '../store/auth-store';
import { resetAuthForTest } from '../testing/reset-auth';
import { sentJson } from '../testing/sent-body';
import { makeGuest, makeUser } from '../testing/user-fixture';
import { ForgotPinPage } from './forgot-pin-page';

const NUMBER = '+923001234567';

function otpData() {
  return {
    purpose: 'forgot_password',
    sent_at: new Date().toISOString(),
    resend_available_at: new Date(Date.now() + 30_000).toISOString(),
    expires_at: new Date(Date.now() + 300_000).toISOString(),
  };
}

type Routes = Record<string, (call: FetchCall) => Response>;

function serve(routes: Routes) {
  return stubFetch((call) => {
    const path = new URL(call.url, 'http://x').pathname.replace('/api/v1/', '');
    const handler = routes[`${call.init.method ?? 'GET'} ${path}`];
    return handler
      ? handler(call)
      : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
}

const routes = (): Routes => ({
  'POST users/forgot_password': () =>
    jsonResponse({
      message: 'We have sent a code to +92 300 *****67',
      user: { id: 7, query_id: 'usr_7' },
      resendOtpData: otpData(),
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

beforeEach(() => {
  resetAuthForTest();
  resetRequesterConfig();
  configureAuthRequester();
  authStore.login(makeGuest());
});
afterEach(() => vi.unstubAllGlobals());

async function renderPage() {
  const view = await renderWithProviders(<ForgotPinPage />, '/forgot-pin');
  return { ...view, user: userEvent.setup() };
}

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '3001234567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('ForgotPinPage', () => {
  it('sends a code, resets the PIN with it, then logs in with the new PIN', async () => {
    const fetch = serve(routes());
    const { user, router } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot PIN' })).toBeVisible();
    await sendCode(user);

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
    serve({
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
    await sendCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account is registered with this number',
    );
  });

  it('checks the code and the new PIN before sending', async () => {
    const fetch = serve(routes());
    const { user } = await renderPage();
    await sendCode(user);
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
    serve({ ...routes(), 'POST users/reset_password': () => new Response('', { status: 400 }) });
    const { user } = await renderPage();
    await sendCode(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    await user.type(screen.getByLabelText('New PIN'), '112233');
    await user.type(screen.getByLabelText('Confirm PIN'), '112233');
    await user.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  }, 15_000);

  it('starts over at step 1 with Change number', async () => {
    serve(routes());
    const { user } = await renderPage();
    await sendCode(user);
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });
});
