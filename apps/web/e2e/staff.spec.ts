import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_CUSTOMER } from './support/accounts';
import { ownerOpens } from './support/back-office';

const STORE_NAME = 'Karachi Biryani House';
const AYESHA_ROW = new RegExp(DEMO_CUSTOMER.masked.replace(/\+/g, '\\+').replace(/ /g, '\\s'));

/** The owner's list line of Ayesha's number (a table row on a desktop). */
const ayeshaRow = (main: Locator) => main.getByRole('row').filter({ hasText: AYESHA_ROW });

/** Ayesha signs in to the back office from its own prompt, in her own browser. */
async function ayeshaSignsIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-started]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Sign in to your back office' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO_CUSTOMER.masked);
  await login.getByLabel('PIN or password').fill(DEMO_CUSTOMER.pin);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(login).toBeHidden();
}

test('staff: the owner invites a shopper as staff, she works the orders, and loses access when removed', async ({
  page,
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'one journey on a desktop is enough: the page has unit tests for phones');
  test.setTimeout(120_000);
  await ownerOpens(page, '/staff-mgmt', STORE_NAME, isMobile);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: 'You' })).toContainText('Owner');

  // The owner invites Ayesha's number as staff.
  await main.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite someone' });
  await invite.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO_CUSTOMER.masked);
  await invite.getByRole('radio', { name: /^Staff/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent by SMS to ${DEMO_CUSTOMER.masked}.`)).toBeVisible();
  await expect(ayeshaRow(main)).toContainText('Invited');

  // Ayesha signs in: she joins, and sees the store's orders but no Staff section.
  const ayeshaContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const ayesha = await ayeshaContext.newPage();
  await ayeshaSignsIn(ayesha, '/orders-mgmt');
  await expect(ayesha.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(ayesha.getByText(`New orders for ${STORE_NAME} arrive here`)).toBeVisible();
  const nav = ayesha.getByRole('navigation', { name: 'Back office navigation' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // The owner sees her active, and the log says she joined.
  await page.reload();
  await expect(ayeshaRow(main)).toContainText(DEMO_CUSTOMER.name);
  await expect(ayeshaRow(main)).toContainText('Active');
  await main.getByRole('tab', { name: 'Activity' }).click();
  await expect(
    main
      .getByRole('listitem')
      .filter({ hasText: `${DEMO_CUSTOMER.name} joined the store as Staff` }),
  ).toBeVisible();

  // The owner removes her, after the confirm dialog.
  await main.getByRole('tab', { name: 'People' }).click();
  await ayeshaRow(main)
    .getByRole('button', { name: `Remove ${DEMO_CUSTOMER.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Remove ${DEMO_CUSTOMER.name}?` });
  await expect(confirm).toContainText('They lose access at once.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByText(`${DEMO_CUSTOMER.name} no longer works in this store.`),
  ).toBeVisible();
  await expect(ayeshaRow(main)).toHaveCount(0);

  // Her next visit to the back office says she works in no store.
  await ayesha.goto('/orders-mgmt');
  await expect(
    ayesha.getByRole('heading', { name: 'This account has no store yet' }),
  ).toBeVisible();
  await ayeshaContext.close();
});
