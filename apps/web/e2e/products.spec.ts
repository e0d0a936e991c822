import { expect, test } from '@playwright/test';
import { expectPageAt } from './support/pages';

test.describe('store listing shell', () => {
  test('shows the shopper header with industry tabs from the API', async ({ page }) => {
    await page.goto('/products');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sauda home' })).toHaveAttribute('href', '/home');
    await expect(header.getByRole('button', { name: /Deliver to\s*Select Address/ })).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search stores' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    await expect(header.getByRole('button', { name: 'Cart' })).toContainText('0');
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const tabs = header.getByRole('tablist', { name: 'Shop by industry' });
    await expect(tabs.getByRole('tab').first()).toBeVisible();
    const second = tabs.getByRole('tab').nth(1);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/\/products\?industryId=\d+$/);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} stores near you`);
    await expect(page.getByText('Stores arrive here soon')).toBeVisible();
  });

  test('the search box goes to /products?search= with the cleaned text', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByRole('searchbox', { name: 'Search stores' });
    await box.fill('Nihari & sons!');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Nihari\+sons$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Nihari sons”');
  });

  test('the drawer leads to My Orders', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Shopping menu' })
      .getByRole('link', { name: 'My Orders' })
      .click();
    await expectPageAt(page, '/order/history');
  });
});
