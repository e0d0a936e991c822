import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { authStore } from '../../auth/store/auth-store';
import { makeOtpData } from '../../auth/testing/otp-data';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { sentJson } from '../../auth/testing/sent-body';
import { serveRoutes } from '../../../api/testing/serve-routes';
import {
  CASH,
  HOME_ADDRESS,
  cartWithTwoStores,
  guestShopper,
  shopper,
} from '../testing/checkout-fixtures';
import { makeInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { renderCheckout } from '../testing/render-checkout';

beforeEach(resetAuthForTest);
afterEach(resetAuthForTest);

const NUMBER = '+923331234567';
const pending = guestShopper({
  resendOtpData: { ...makeOtpData('guest_verification'), purpose: 'guest_verification' },
});
const registered = shopper({
  query_id: 'usr_guest',
  full_name: 'Sara Ahmed',
  mobile_number: NUMBER,
  session_ktb_token: 'token-verified',
  home_address: HOME_ADDRESS,
  channels: [CASH],
});

const routes = {
  'POST invoices': () => jsonResponse({ invoice: makeInvoice() }, 201),
  'POST users/usr_guest/guest_signup': () =>
    jsonResponse({ message: 'A code was sent to +923331234567', user: pending }),
  'GET dev/outbox': () =>
    jsonResponse({
      messages: [
        {
          to: NUMBER,
          body: 'Your code is 482913',
          code: '482913',
          sent_at: new Date().toISOString(),
        },
      ],
    }),
  'POST users/usr_guest/verify_mobile_otp': () =>
    jsonResponse({ user: { ...registered, session_ktb_token: null } }),
  'POST users/authenticate': () => jsonResponse({ user: registered }),
};

async function openAsGuest(serve = routes) {
  const server = serveRoutes(serve);
  const cart = await cartWithTwoStores();
  const view = await renderCheckout(cart, guestShopper());
  const checkout = await screen.findByRole('dialog', { name: 'Place Your Order' });
  return { ...view, server, cart, checkout };
}

const paths = (calls: { url: string; init: RequestInit }[]) =>
  calls.map(
    (call) =>
      `${call.init.method ?? 'GET'} ${new URL(call.url, 'http://x').pathname.replace('/api/v1/', '')}`,
  );

// Whole journeys through the dialog: typing takes a while on a busy machine.
describe('guest verification', { timeout: 20_000 }, () => {
  it("keeps unverified guests from ordering: 'Kindly verify account to place order.'", async () => {
    const { checkout, server, user } = await openAsGuest();
    await user.click(within(checkout).getByRole('button', { name: 'Place Order' }));
    expect(within(checkout).getByRole('alert')).toHaveTextContent(
      'Kindly verify account to place order.',
    );
    expect(server.calls.some((call) => call.url.includes('place_order'))).toBe(false);
  });

  it('checks name, password and phone before sending anything, word for word', async () => {
    const { checkout, server, user } = await openAsGuest();
    const section = within(checkout).getByRole('region', { name: 'Verify your account' });
    await user.type(within(section).getByLabelText('Password'), 'ab1');
    await user.click(within(section).getByRole('button', { name: 'Verify Account' }));
    expect(within(section).getByText('Name is not valid')).toBeInTheDocument();
    expect(within(section).getByText('Please Enter Valid Password')).toBeInTheDocument();
    expect(within(section).getByText('Contact Phone No is not valid')).toBeInTheDocument();
    expect(server.calls.some((call) => call.url.includes('guest_signup'))).toBe(false);
  });

  it('signs up, verifies the code, logs in with phone and password, and keeps the cart', async () => {
    const { checkout, server, cart, user } = await openAsGuest();
    await user.type(within(checkout).getByRole('textbox', { name: 'Contact phone' }), '3331234567');
    const section = within(checkout).getByRole('region', { name: 'Verify your account' });
    await user.type(within(section).getByRole('textbox', { name: 'Your name' }), 'Sara Ahmed');
    await user.type(within(section).getByLabelText('Password'), 'sara12');
    await user.click(within(section).getByRole('button', { name: 'Verify Account' }));

    const codeDialog = await screen.findByRole('dialog', { name: 'Enter verification code' });
    expect(await within(codeDialog).findByTestId('demo-code-notice')).toHaveTextContent('482913');
    expect(within(codeDialog).getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    await user.click(within(codeDialog).getAllByRole('textbox')[0]!);
    await user.keyboard('482913');

    expect(await within(checkout).findByText('Account verified')).toBeInTheDocument();
    const flow = paths(server.calls).filter((path) => !path.startsWith('GET dev/outbox'));
    expect(flow).toEqual([
      'POST invoices',
      'POST users/usr_guest/guest_signup',
      'POST users/usr_guest/verify_mobile_otp',
      'POST users/authenticate',
    ]);
    const signup = server.calls.find((call) => call.url.includes('guest_signup'));
    expect(sentJson(signup?.init)).toEqual({
      full_name: 'Sara Ahmed',
      mobile_number: NUMBER,
      password: 'sara12',
    });
    const verify = server.calls.find((call) => call.url.includes('verify_mobile_otp'));
    expect(sentJson(verify?.init)).toEqual({ mobile_otp: '482913', purpose: 'guest_verification' });
    const login = server.calls.find((call) => call.url.includes('authenticate'));
    expect(sentJson(login?.init)).toMatchObject({ login_id: NUMBER, password: 'sara12' });
    expect(authStore.getState()).toMatchObject({ isGuest: false });
    expect(authStore.getState().user?.session_ktb_token).toBe('token-verified');
    expect(cart.lines()).toHaveLength(3);
  });

  it('shows the server message when guest sign-up fails', async () => {
    const { checkout, user } = await openAsGuest({
      ...routes,
      'POST users/usr_guest/guest_signup': () =>
        jsonResponse(
          { error: { code: 'mobile_registered', message: 'This number already has an account' } },
          400,
        ),
    });
    await user.type(within(checkout).getByRole('textbox', { name: 'Contact phone' }), '3331234567');
    const section = within(checkout).getByRole('region', { name: 'Verify your account' });
    await user.type(within(section).getByRole('textbox', { name: 'Your name' }), 'Sara');
    await user.type(within(section).getByLabelText('Password'), 'sara12');
    await user.click(within(section).getByRole('button', { name: 'Verify Account' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This number already has an account',
    );
    expect(screen.queryByRole('dialog', { name: 'Enter verification code' })).toBeNull();
  });
});
