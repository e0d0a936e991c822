import { expect, test, type Page } from './support/test';
import { tinyPng } from './support/form-submissions';
import { freshMobileNumber, maskedNumber } from './support/outbox';

/** The demo operator of the README: Sauda's own staff. */
const OPERATOR = { masked: '+92 304 1234567', pin: '123456' };
const APPLICANT_PIN = 'b4k3ry';

async function untilStarted(page: Page) {
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
}

async function applyToSell(page: Page, storeName: string, number: string) {
  await page.goto('/merchants');
  const form = page.getByRole('form', { name: 'Apply to sell on Sauda' });
  await form.getByLabel('Business name').fill(storeName);
  await form.getByLabel('What do you sell?').selectOption('Grocery');
  await form.getByLabel("Owner's full name").fill('Sana Mirza');
  await form.getByLabel('Mobile number').fill(maskedNumber(number));
  await form.getByLabel('City').selectOption('Karachi');
  await form.getByLabel('Store address').fill('Shop 7, Khalid bin Walid Road, PECHS');
  await form
    .locator('input[type="file"][name="store_photo"]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: tinyPng(240, 140, 20) });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you! Your store application is in.' }),
  ).toBeVisible();
}

async function operatorSignsIn(page: Page) {
  await page.goto('/admin/applications');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This area is for Sauda operators' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(OPERATOR.masked);
  await login.getByLabel('PIN or password').fill(OPERATOR.pin);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
}

async function acceptApplication(page: Page, storeName: string, number: string) {
  await page.getByRole('tab', { name: 'Merchants' }).click();
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(number);
  await expect(page).toHaveURL(/query=/);
  const row = page.getByRole('row').filter({ hasText: maskedNumber(number) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(storeName).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /front\.png/ })).toBeVisible();

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept and open the store?' });
  await expect(dialog).toContainText('invites');
  await dialog.getByRole('button', { name: 'Accept and open store' }).click();
  await expect(page.getByText(`Store opened: ${storeName} (draft)`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to draft stores' }).click();
  await expect(page).toHaveURL(/\/admin\/stores\?status=draft$/);
}

async function setCommissionAndPublish(page: Page, storeName: string) {
  await page.getByRole('searchbox', { name: 'Search stores' }).fill(storeName);
  const card = page.getByRole('listitem', { name: storeName });
  await expect(card).toContainText('Invited');
  await card.getByRole('button', { name: `Change the commission of ${storeName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Commission for ${storeName}` });
  await dialog.getByRole('textbox', { name: 'Commission' }).fill('12.5');
  await dialog.getByRole('button', { name: 'Save commission' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('12.5%');

  await card.getByRole('button', { name: `Publish ${storeName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Publish ${storeName}?` });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${storeName} is live`)).toBeVisible();
}

async function applicantSignsUp(page: Page, number: string) {
  await page.goto('/signup/user');
  await untilStarted(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).pressSequentially(number.slice(3));
  await page.getByRole('button', { name: 'Send code' }).click();
  const notice = page.getByTestId('demo-code-notice');
  await expect(notice).toContainText(/your code is \d{6}/);
  const code = /your code is (\d{6})/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Sana Mirza');
  await page.getByLabel('PIN', { exact: true }).fill(APPLICANT_PIN);
  await page.getByLabel('Confirm PIN').fill(APPLICANT_PIN);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/products(\?industryId=\d+)?$/);
}

test.describe('onboarding a merchant', () => {
  test.skip(({ isMobile }) => isMobile, 'one journey across three people, on the desktop');

  test('an application becomes a published store that its applicant runs', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const number = freshMobileNumber();
    const storeName = `Mirza Kiryana ${number.slice(-5)}`;

    await applyToSell(page, storeName, number);
    await operatorSignsIn(page);
    await acceptApplication(page, storeName, number);
    await setCommissionAndPublish(page, storeName);

    const applicantContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 1280, height: 800 },
    });
    const applicant = await applicantContext.newPage();
    await applicantSignsUp(applicant, number);
    await applicant.goto('/dashboard');
    await untilStarted(applicant);
    await expect(applicant.getByRole('banner').getByText(storeName)).toBeVisible();
    await expect(applicant.getByText(/This store is a draft/)).toHaveCount(0);
    await applicantContext.close();
  });
});
