import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nextCode } from './outbox';

/** The demo retail customer of the README. */
export const DEMO_CUSTOMER = {
  number: '+923001234567',
  masked: '+92 300 1234567',
  pin: '123456',
  name: 'Ayesha Khan',
} as const;

/**
 * Signs a number up through the API as the web does it (users, the code from the outbox,
 * verify, update_user), for journeys that need an account of their own.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  number: string,
  pin: string,
  fullName = 'Test Shopper',
): Promise<void> {
  const created = await request.post('/api/v1/users', {
    data: { user: { mobile_number: number } },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { query_id: string } };
  const code = await nextCode(request, number);
  const verified = await request.post(`/api/v1/users/${user.query_id}/verify_mobile_otp`, {
    data: { mobile_otp: code, purpose: 'signup' },
  });
  expect(verified.ok()).toBeTruthy();
  const token = ((await verified.json()) as { user: { session_ktb_token: string } }).user
    .session_ktb_token;
  const updated = await request.post(`/api/v1/users/${user.query_id}/update_user`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { user: { full_name: fullName, password: pin } },
  });
  expect(updated.ok()).toBeTruthy();
}

/** Opens the login dialog from the header of the page the browser is on. */
export async function openLogin(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The user stored by the web app (SPEC §3 Auth in local storage). */
export async function storedAuth(page: Page): Promise<{
  isGuest: boolean;
  loginTime: number | null;
  user: { full_name: string | null } | null;
} | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    return raw === null ? null : (JSON.parse(raw) as never);
  });
}
