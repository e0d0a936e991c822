import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../api/testing/fetch-stub';
import { serveRoutes } from '../../api/testing/serve-routes';
import { authStore } from '../auth/store/auth-store';
import { renderWithUser } from '../auth/testing/render-with-user';
import { resetAuthForTest } from '../auth/testing/reset-auth';
import { sentJson } from '../auth/testing/sent-body';
import { makeGuest, makeUser } from '../auth/testing/user-fixture';
import { ProfilePage } from './profile-page';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const photo = (bytes = PNG, name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

beforeEach(() => {
  resetAuthForTest();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetAuthForTest();
  vi.unstubAllGlobals();
});

function signedIn(overrides = {}) {
  const user = makeUser({ email: 'ayesha@example.pk', dob: '1995-04-12', ...overrides });
  authStore.login(user);
  return user;
}

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('fills the form from users/me after a skeleton', async () => {
    signedIn();
    serveRoutes({
      'GET users/me': () => jsonResponse({ user: makeUser({ full_name: 'Ayesha K' }) }),
    });
    await renderWithUser(<ProfilePage />, '/profile');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ayesha K');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your profile');
  });

  it('saves name, email and date of birth through update_user and shows the new name in the session', async () => {
    const user = signedIn();
    const server = serveRoutes({
      'GET users/me': () => jsonResponse({ user }),
      'POST users/usr_7/update_user': () =>
        jsonResponse({ user: { ...user, full_name: 'Ayesha Siddiqui', session_ktb_token: null } }),
    });
    const view = await renderWithUser(<ProfilePage />, '/profile');
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await view.user.clear(name);
    await view.user.type(name, 'Ayesha Siddiqui');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const sent = server.calls.find((call) => call.url.endsWith('/update_user'))!;
    expect(sentJson(sent.init)).toEqual({
      user: { full_name: 'Ayesha Siddiqui', email: 'ayesha@example.pk', dob: '1995-04-12' },
    });
    expect(authStore.getState().user?.full_name).toBe('Ayesha Siddiqui');
    expect(authStore.getState().user?.session_ktb_token).toBe('token-registered');
  });

  it('checks fields by the sign-up rules before sending anything', async () => {
    const user = signedIn();
    const server = serveRoutes({ 'GET users/me': () => jsonResponse({ user }) });
    const view = await renderWithUser(<ProfilePage />, '/profile');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await view.user.clear(email);
    await view.user.type(email, 'not-an-email');
    await view.user.clear(screen.getByRole('textbox', { name: 'Full name' }));
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is not valid')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/email/i);
    expect(server.calls.filter((call) => call.url.includes('update_user'))).toHaveLength(0);
  });

  it("puts the server's field messages under the fields", async () => {
    const user = signedIn();
    serveRoutes({
      'GET users/me': () => jsonResponse({ user }),
      'POST users/usr_7/update_user': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Please enter a valid email address',
              fields: { 'user.email': 'Please enter a valid email address' },
            },
          },
          400,
        ),
    });
    const view = await renderWithUser(<ProfilePage />, '/profile');
    await screen.findByRole('textbox', { name: 'Full name' });
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    );
  });

  it('refuses a photo that is not JPEG or PNG, before it travels', async () => {
    const user = signedIn();
    serveRoutes({ 'GET users/me': () => jsonResponse({ user }) });
    const view = await renderWithUser(<ProfilePage />, '/profile');
    await screen.findByRole('textbox', { name: 'Full name' });
    await view.user.upload(fileInput(), photo([0x47, 0x49, 0x46, 0x38], 'fake.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG and PNG photos can be uploaded',
    );
  });

  it('previews a new photo and uploads it as multipart `avatar` on save', async () => {
    const user = signedIn();
    const server = serveRoutes({
      'GET users/me': () => jsonResponse({ user }),
      'POST users/usr_7/update_user': () => jsonResponse({ user }),
      'POST users/usr_7/update_avatar': () =>
        jsonResponse({ user: { ...user, avatar_url: '/media/avatars/new.png' } }),
    });
    const view = await renderWithUser(<ProfilePage />, '/profile');
    await screen.findByRole('textbox', { name: 'Full name' });
    await view.user.upload(fileInput(), photo());
    expect(screen.getByText('New photo chosen: it is uploaded when you save.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Ayesha Khan' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const upload = server.calls.find((call) => call.url.endsWith('/update_avatar'))!;
    const form = upload.init.body as FormData;
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect(authStore.getState().user?.avatar_url).toBe('/media/avatars/new.png');
  });

  it("keeps the saved details and shows the server's photo refusal under the photo", async () => {
    const user = signedIn();
    serveRoutes({
      'GET users/me': () => jsonResponse({ user }),
      'POST users/usr_7/update_user': () =>
        jsonResponse({ user: { ...user, full_name: 'Ayesha Saved' } }),
      'POST users/usr_7/update_avatar': () =>
        jsonResponse(
          {
            error: {
              code: 'media_unavailable',
              message: 'Photos cannot be uploaded right now. Please try again later.',
            },
          },
          503,
        ),
    });
    const view = await renderWithUser(<ProfilePage />, '/profile');
    await screen.findByRole('textbox', { name: 'Full name' });
    await view.user.upload(fileInput(), photo());
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Photos cannot be uploaded right now. Please try again later.',
    );
    expect(authStore.getState().user?.full_name).toBe('Ayesha Saved');
  });

  it('asks a guest to create an account instead', async () => {
    authStore.login(makeGuest());
    serveRoutes({});
    await renderWithUser(<ProfilePage />, '/profile');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup/user',
    );
    expect(within(document.body).queryByRole('textbox')).toBeNull();
  });
});
