import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { authStore } from '../store/auth-store';
import { startEachTestAsGuest } from '../testing/guest-session';
import { renderWithUser } from '../testing/render-with-user';
import { sentJson } from '../testing/sent-body';
import { makeUser } from '../testing/user-fixture';
import { LoginDialog } from './login-dialog';

startEachTestAsGuest();

async function openDialog(path = '/home') {
  const onClose = vi.fn();
  const view = await renderWithUser(<LoginDialog open onClose={onClose} />, path);
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { ...view, onClose, dialog };
}

function fields(dialog: HTMLElement) {
  return {
    mobile: within(dialog).getByRole('textbox', { name: 'Mobile number' }),
    pin: within(dialog).getByLabelText('PIN or password'),
    submit: within(dialog).getByRole('button', { name: 'Login' }),
  };
}

describe('LoginDialog', () => {
  it('has the title, subtitle, fields and links of SPEC §2, the mobile field focused', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog).getByText('Login to your account')).toBeInTheDocument();
    const { mobile, pin } = fields(dialog);
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('placeholder', '+92 300 1234567');
    expect(mobile).toHaveAttribute('maxlength', '15');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('maxlength', '30');
    expect(within(dialog).getByRole('link', { name: 'Forgot pin?' })).toHaveAttribute(
      'href',
      '/forgot-pin',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup/user',
    );
    expect(within(dialog).getByText("Don't have an account?", { exact: false })).toBeVisible();
  });

  it('shows "Please Enter Phone No" and the PIN message when both are empty', async () => {
    const { dialog, user } = await openDialog();
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText('Please Enter Phone No')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Enter Your 6 Digit Pin or password')).toBeVisible();
    expect(fields(dialog).mobile).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Phone No is not valid" for an incomplete number', async () => {
    const { dialog, user } = await openDialog();
    const { mobile, pin, submit } = fields(dialog);
    await user.type(mobile, '30012');
    await user.type(pin, '123456');
    await user.click(submit);
    expect(await within(dialog).findByText('Phone No is not valid')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please Enter Your 6 Digit Pin or password')).toBeNull();
  });

  it.each(['12345', '1234567', '12@456'])(
    'shows the PIN message for "%s" (exactly 6 letters or digits)',
    async (typed) => {
      const { dialog, user } = await openDialog();
      const { mobile, pin, submit } = fields(dialog);
      await user.type(mobile, '3001234567');
      await user.type(pin, typed);
      await user.click(submit);
      expect(
        await within(dialog).findByText('Please Enter Your 6 Digit Pin or password'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(/Phone No/)).toBeNull();
    },
  );

  it('formats the number in the +92 mask as it is typed, and only digits', async () => {
    const { dialog, user } = await openDialog();
    const { mobile } = fields(dialog);
    await user.type(mobile, '0300a1234567999');
    expect(mobile).toHaveValue('+92 300 1234567');
  });

  it('shows and hides the PIN', async () => {
    const { dialog, user } = await openDialog();
    const { pin } = fields(dialog);
    await user.type(pin, 'ab12cd');
    await user.click(within(dialog).getByRole('button', { name: 'Show PIN' }));
    expect(pin).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide PIN' }));
    expect(pin).toHaveAttribute('type', 'password');
  });

  it('spins while logging in, then stores the user, closes and goes to the first industry', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { dialog, user, onClose, router } = await openDialog('/home');
    const { mobile, pin, submit } = fields(dialog);
    await user.type(mobile, '3001234567');
    await user.type(pin, '123456');
    await user.click(submit);

    await waitFor(() => expect(within(submit).getByRole('progressbar')).toBeInTheDocument());
    expect(submit).toBeDisabled();
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/users/authenticate');
    expect(sentJson(init)).toEqual({
      login_id: '+923001234567',
      password: '123456',
      app_version: '1.2.9',
      os: 'web',
      app: '',
    });

    answer.resolve(jsonResponse({ user: makeUser() }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?industryId=3');
    await waitFor(() => expect(document.title).toBe('Stores · Sauda'));
    expect(authStore.getState()).toMatchObject({ isGuest: false, user: { query_id: 'usr_7' } });
    expect(authStore.getState().loginTime).toEqual(expect.any(Number));
  });

  it('goes to /products when the user has no industry type', async () => {
    stubFetch(() => jsonResponse({ user: makeUser({ industry_types: [] }) }));
    const { dialog, user, router } = await openDialog();
    const { mobile, pin, submit } = fields(dialog);
    await user.type(mobile, '3001234567');
    await user.type(pin, '123456');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('');
  });

  it('shows the server message in red under the form and stays open', async () => {
    const message = 'The mobile number or PIN is not correct.';
    stubFetch(() => jsonResponse({ error: { code: 'invalid_credentials', message } }, 401));
    const { dialog, user, onClose, router } = await openDialog();
    const { mobile, pin, submit } = fields(dialog);
    await user.type(mobile, '3001234567');
    await user.type(pin, '654321');
    await user.click(submit);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveStyle({ color: '#C62828' });
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/home');
    expect(authStore.getState().isGuest).toBe(true);
  });

  it('sends a logged-in non-guest to /products instead of showing the form', async () => {
    authStore.login(makeUser());
    const onClose = vi.fn();
    const { router } = await renderWithUser(<LoginDialog open onClose={onClose} />, '/home');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/products');
  });
});
