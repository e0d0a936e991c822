import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openLogin, signUpThroughApi } from './accounts';
import { freshMobileNumber, maskedNumber } from './outbox';

const PIN = '123456';

/**
 * A registered shopper of its own (signed up through the API), signed in with the login
 * dialog. Journeys that follow orders live need their own account: a shared one would also
 * hear the orders of every journey running beside them.
 */
export async function signInAsNewShopper(
  page: Page,
  request: APIRequestContext,
  fullName: string,
): Promise<string> {
  const number = freshMobileNumber();
  await signUpThroughApi(request, number, PIN, fullName);
  await page.goto('/products');
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(maskedNumber(number));
  await dialog.getByLabel('PIN or password').fill(PIN);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  return number;
}
