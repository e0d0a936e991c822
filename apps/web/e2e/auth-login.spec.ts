import { expect, test } from './support/test';
import { DEMO_CUSTOMER, openLogin, storedAuth } from './support/accounts';

test.describe('guest and login', () => {
  test('a visitor of /products becomes a guest by itself and sees Sign in', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await storedAuth(page))?.isGuest).toBe(true);
    const auth = await storedAuth(page);
    expect(auth?.user).not.toBeNull();
    expect(auth?.loginTime).toEqual(expect.any(Number));
  });

  test('says every login message of the spec word for word', async ({ page }) => {
    await page.goto('/products');
    const dialog = await openLogin(page);
    const mobile = dialog.getByRole('textbox', { name: 'Mobile number' });
    const pin = dialog.getByLabel('PIN or password');
    const submit = dialog.getByRole('button', { name: 'Login' });
    const pinMessage = dialog.getByText('Please Enter Your 6 Digit Pin or password');

    await submit.click();
    await expect(dialog.getByText('Please Enter Phone No')).toBeVisible();
    await expect(pinMessage).toBeVisible();

    await mobile.pressSequentially('30012');
    await expect(mobile).toHaveValue('+92 300 12');
    await submit.click();
    await expect(dialog.getByText('Phone No is not valid')).toBeVisible();

    await mobile.pressSequentially('34567');
    await expect(mobile).toHaveValue('+92 300 1234567');
    for (const typed of ['12345', '1234567', 'ab#123']) {
      await pin.fill(typed);
      await submit.click();
      await expect(pinMessage).toBeVisible();
    }
    await expect(dialog.getByText(/Phone No/)).toHaveCount(0);
    await expect(pin).toHaveAttribute('maxlength', '30');
  });

  test('a wrong PIN shows the server message; the right one logs in', async ({ page }) => {
    await page.goto('/products');
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO_CUSTOMER.masked);
    await dialog.getByLabel('PIN or password').fill('000000');
    const refused = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/users/authenticate'),
    );
    await dialog.getByRole('button', { name: 'Login' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    const { error } = (await answer.json()) as { error: { message: string } };
    expect(error.message.length).toBeGreaterThan(0);
    await expect(dialog.getByRole('alert')).toHaveText(error.message);
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('PIN or password').fill(DEMO_CUSTOMER.pin);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: `Account menu of ${DEMO_CUSTOMER.name}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Stores · Sauda');
    expect((await storedAuth(page))?.isGuest).toBe(false);
  });
});
