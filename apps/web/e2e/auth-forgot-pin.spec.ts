import { expect, test } from './support/test';
import { openLogin, signUpThroughApi } from './support/accounts';
import { freshMobileNumber, maskedNumber, nextCode } from './support/outbox';

test.describe('forgot PIN', () => {
  test('resets the PIN with the code, then logs in with the new PIN', async ({ page, request }) => {
    const number = freshMobileNumber();
    await signUpThroughApi(request, number, '111111', 'Omar Farooq');

    await page.goto('/forgot-pin');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot PIN' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(maskedNumber(number));
    await page.getByRole('button', { name: 'Send code' }).click();

    // The sign-up code was the first message to this number; the reset code is the next one.
    const code = await nextCode(request, number, 1);
    await expect(page.getByTestId('demo-code-notice')).toContainText(code);
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.getByLabel('New PIN').fill('222222');
    await page.getByLabel('Confirm PIN').fill('222222');
    await page.getByRole('button', { name: 'Reset PIN' }).click();

    await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Account menu of Omar Farooq' });
    await expect(menuButton).toBeVisible();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/products');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(maskedNumber(number));
    await dialog.getByLabel('PIN or password').fill('222222');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeVisible();
  });
});
