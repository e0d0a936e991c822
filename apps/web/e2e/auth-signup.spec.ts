import { expect, test } from './support/test';
import { storedAuth } from './support/accounts';
import { freshMobileNumber, nextCode } from './support/outbox';

test.describe('sign-up', () => {
  test('signs up with the code, is logged in, and logs out to /home as a guest', async ({
    page,
    request,
  }) => {
    const number = freshMobileNumber();
    await page.goto('/signup/user');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();

    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.pressSequentially(number.slice(3));
    await page.getByRole('button', { name: 'Send code' }).click();

    const code = await nextCode(request, number);
    await expect(page.getByTestId('demo-code-notice')).toContainText(
      `Demo mode: your code is ${code}`,
    );
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(code);

    const name = page.getByRole('textbox', { name: 'Full name' });
    await expect(name).toBeVisible();
    await name.fill('Zara Ahmed');
    await page.getByLabel('PIN', { exact: true }).fill('a1b2c3');
    await page.getByLabel('Confirm PIN').fill('a1b2c3');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: 'Account menu of Zara Ahmed' });
    await expect(menuButton).toBeVisible();
    expect((await storedAuth(page))?.isGuest).toBe(false);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect.poll(async () => (await storedAuth(page))?.isGuest).toBe(true);
    await page.goto('/products');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('tells a registered number to log in instead', async ({ page }) => {
    await page.goto('/signup/user');
    await page.getByRole('textbox', { name: 'Mobile number' }).pressSequentially('3001234567');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toContainText('You already have an account');
    await page.getByRole('button', { name: 'Login' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});
