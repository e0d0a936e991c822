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
import { SignupPage } from './signup-page';

const NUMBER = '+923001234567';
const PAST = () => new Date(Date.now() - 1_000).toISOString();

/** POST users' answer: the pending user and the code sent to the number. */
const created = (resendAt?: string) =>
  jsonResponse(
    {
      user: {
        id: 41,
        query_id: 'usr_new',
        mobile_number: NUMBER,
        status: 'pending',
        resendOtpData: makeOtpData('signup', resendAt),
      },
    },
    201,
  );

const happyRoutes = (): Routes => ({
  'POST users': () => created(),
  'GET dev/outbox': () =>
    jsonResponse({ messages: [{ to: NUMBER, body: 'Code 123456', code: '123456', sent_at: '' }] }),
  'POST users/usr_new/verify_mobile_otp': () =>
    jsonResponse({
      user: makeUser({ query_id: 'usr_new', status: 'pending', session_ktb_token: 'signup-token' }),
    }),
  'POST users/usr_new/update_user': () => jsonResponse({ user: makeUser({ query_id: 'usr_new' }) }),
  'POST users/authenticate': () => jsonResponse({ user: makeUser({ query_id: 'usr_new' }) }),
});

startEachTestAsGuest();

const renderPage = () => renderWithUser(<SignupPage />, '/signup/user');

function bodyOf(calls: FetchCall[], method: string, path: string): unknown {
  const call = calls.find((item) => item.init.method === method && item.url.includes(path));
  if (!call) throw new Error(`no ${method} ${path}`);
  return call.init.body instanceof FormData
    ? Object.fromEntries(call.init.body)
    : sentJson(call.init);
}

function activeStep(): string | null {
  const current = screen
    .getByRole('list', { name: 'Sign-up steps' })
    .querySelector('[aria-current="step"]');
  // The step's icon shows its number before the label.
  return current?.textContent?.replace(/^\d/, '') ?? null;
}

describe('SignupPage', () => {
  it('walks through number, code and details, then logs in and goes shopping', async () => {
    const fetch = serveRoutes(happyRoutes());
    const { user, router } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(activeStep()).toBe('Mobile number');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();

    await sendMobileNumber(user);
    expect(
      await screen.findByText('Enter the 6-digit code we sent to +92 300 1234567.'),
    ).toBeVisible();
    expect(activeStep()).toBe('Verify code');
    expect(bodyOf(fetch.calls, 'POST', '/api/v1/users')).toEqual({
      user: { mobile_number: NUMBER },
    });
    const notice = await screen.findByTestId('demo-code-notice');
    expect(notice).toHaveTextContent('Demo mode: your code is 123456');
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeVisible();
    expect(activeStep()).toBe('Your details');
    expect(bodyOf(fetch.calls, 'POST', 'verify_mobile_otp')).toEqual({
      mobile_otp: '123456',
      purpose: 'signup',
    });

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ayesha Khan');
    await user.type(screen.getByLabelText('PIN'), 'ab1234');
    await user.type(screen.getByLabelText('Confirm PIN'), 'ab1234');
    await user.type(screen.getByRole('textbox', { name: 'Email (optional)' }), 'ayesha@example.pk');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?industryId=3');
    const update = fetch.calls.find((call) => call.url.includes('update_user'));
    expect(update?.init.headers).toMatchObject({ Authorization: 'Bearer signup-token' });
    expect(bodyOf(fetch.calls, 'POST', 'update_user')).toEqual({
      user: { full_name: 'Ayesha Khan', password: 'ab1234', email: 'ayesha@example.pk' },
    });
    expect(bodyOf(fetch.calls, 'POST', 'users/authenticate')).toMatchObject({
      login_id: NUMBER,
      password: 'ab1234',
    });
    expect(authStore.getState()).toMatchObject({ isGuest: false, user: { query_id: 'usr_new' } });
  }, 20_000);

  it('shows the number rules of §5 on step 1', async () => {
    serveRoutes({});
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please Enter Phone No')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '300');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone No is not valid')).toBeVisible();
  });

  it('sends the code again when the number is still pending, then opens the code step', async () => {
    const fetch = serveRoutes({
      'POST users': () =>
        jsonResponse(
          {
            error: {
              code: 'sign_up_pending',
              message: 'This mobile number is not verified yet.',
              user_status: 'pending',
              user_query_id: 'usr_old',
            },
          },
          400,
        ),
      'PUT users/usr_old/resend_otp': () =>
        jsonResponse({ message: 'We have sent a code', resendOtpData: makeOtpData('signup') }),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    expect(await screen.findByRole('group', { name: '6-digit code' })).toBeVisible();
    expect(bodyOf(fetch.calls, 'PUT', 'resend_otp')).toEqual({ purpose: 'signup' });
    expect(screen.queryByText('This mobile number is not verified yet.')).toBeNull();
  });

  it('opens the code step after "too early" too: the last code is still good', async () => {
    serveRoutes({
      'POST users': () =>
        jsonResponse(
          {
            error: {
              code: 'sign_up_pending',
              message: 'pending',
              user_status: 'pending',
              user_query_id: 'usr_old',
            },
          },
          400,
        ),
      'PUT users/usr_old/resend_otp': () =>
        jsonResponse(
          {
            error: {
              code: 'otp_resend_too_early',
              message: 'Please wait 18 seconds',
              retry_after_seconds: 18,
            },
          },
          429,
        ),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    expect(await screen.findByRole('group', { name: '6-digit code' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Resend code in 1[78] s/ })).toBeDisabled();
  });

  it('tells an active number to log in (step -1) and lets the person use another one', async () => {
    const message = 'This mobile number is already registered. Please log in.';
    serveRoutes({
      'POST users': () =>
        jsonResponse(
          {
            error: {
              code: 'mobile_registered',
              message,
              user_status: 'active',
              user_query_id: 'usr_7',
            },
          },
          400,
        ),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have an account');
    expect(alert).toHaveTextContent(message);
    // The panel's Login comes before the one under the card.
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });

  it('shows any other step 1 error in red under the form', async () => {
    serveRoutes({
      'POST users': () =>
        jsonResponse(
          { error: { code: 'sms_failed', message: 'We could not send the code right now.' } },
          502,
        ),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the code right now.',
    );
  });

  it('says "Something went wrong!" when a code fails without a server message', async () => {
    serveRoutes({
      ...happyRoutes(),
      'POST users/usr_new/verify_mobile_otp': () => new Response('', { status: 400 }),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('shows the server message when the code is wrong', async () => {
    serveRoutes({
      ...happyRoutes(),
      'POST users/usr_new/verify_mobile_otp': () =>
        jsonResponse(
          {
            error: {
              code: 'otp_invalid',
              message: 'The code is not correct. You have 4 tries left.',
            },
          },
          400,
        ),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not correct. You have 4 tries left.',
    );
  });

  it('asks for all six digits before verifying', async () => {
    const fetch = serveRoutes(happyRoutes());
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeVisible();
    expect(fetch.calls.some((call) => call.url.includes('verify_mobile_otp'))).toBe(false);
  });

  it('resends once the wait is over and says so', async () => {
    const fetch = serveRoutes({
      ...happyRoutes(),
      'POST users': () => created(PAST()),
      'PUT users/usr_new/resend_otp': () =>
        jsonResponse({ message: 'We have sent a code', resendOtpData: makeOtpData('signup') }),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    expect(bodyOf(fetch.calls, 'PUT', 'resend_otp')).toEqual({ purpose: 'signup' });
  });

  it('shows no demo notice when the server has no outbox', async () => {
    const fetch = serveRoutes({
      ...happyRoutes(),
      'GET dev/outbox': () => jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404),
    });
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await screen.findByRole('group', { name: '6-digit code' });
    // The outbox was asked before deciding there is nothing to show.
    await waitFor(() =>
      expect(fetch.calls.some((call) => call.url.includes('dev/outbox'))).toBe(true),
    );
    expect(screen.queryByTestId('demo-code-notice')).toBeNull();
  });

  it('goes back two steps from step 3, to the number', async () => {
    serveRoutes(happyRoutes());
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    expect(activeStep()).toBe('Mobile number');
  });

  it('checks the details of step 3 with the spec’s messages', async () => {
    serveRoutes(happyRoutes());
    const { user } = await renderPage();
    await sendMobileNumber(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is not valid')).toBeVisible();
    expect(screen.getByText('Please Enter Your 6 Digit Pin or password')).toBeVisible();
    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.type(screen.getByLabelText('Confirm PIN'), '123455');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('PINs do not match')).toBeVisible();
  });
});
