import { expect, test } from './support/test';
import { NAV_LINKS, expectPageAt } from './support/pages';

test.describe('public navbar', () => {
  for (const link of NAV_LINKS) {
    test(`goes to ${link.path}`, async ({ page, isMobile }) => {
      await page.goto('/home');
      const header = page.getByRole('banner');
      if (isMobile) {
        await header.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('navigation', { name: 'Site menu' })
          .getByRole('link', { name: link.name })
          .click();
        await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden();
      } else {
        await header
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: link.name })
          .click();
      }
      await expectPageAt(page, link.path);
    });
  }

  test('logo goes home and Go Shopping goes to the stores', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('banner').getByRole('link', { name: 'Sauda home' }).click();
    await expectPageAt(page, '/home');
    await page.getByRole('banner').getByRole('link', { name: 'Go Shopping' }).click();
    await expectPageAt(page, '/products');
  });

  test('Sign in opens the login dialog', async ({ page, isMobile }) => {
    await page.goto('/home');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#public-nav-drawer').getByRole('button', { name: 'Sign in' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /Login/ })).toBeVisible();
    await expect(dialog.getByText('Login to your account')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
