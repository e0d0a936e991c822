import { expect, test } from './support/test';
import { storedAuth } from './support/accounts';
import { signInAsNewShopper } from './support/shopper-login';

test('session expired: a revoked session lands on /home signed out, and says why', async ({
  page,
  request,
}) => {
  await signInAsNewShopper(page, request, 'Bilal Expiring');
  const auth = await page.evaluate(() => localStorage.getItem('auth'));
  const token = (JSON.parse(auth ?? '{}') as { user?: { session_ktb_token?: string } }).user
    ?.session_ktb_token;
  expect(token).toBeTruthy();

  // The session ends on the server (as from another device); the browser still holds it.
  const loggedOut = await request.post('/api/v1/users/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(loggedOut.ok()).toBeTruthy();

  // The next authenticated call answers 401: the app signs out and goes home, telling why.
  await page.goto('/order/history');
  await expect(page).toHaveURL(/\/home$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Your session has expired.' });
  await expect(notice).toHaveText('Your session has expired. Please sign in again.');
  expect((await storedAuth(page))?.isGuest ?? true).toBe(true);

  // Closed, it stays closed.
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByText('Your session has expired.')).toHaveCount(0);
});
