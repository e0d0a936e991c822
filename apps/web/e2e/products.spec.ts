import { expect, test } from './support/test';
import { expectPageAt } from './support/pages';

test.describe('store listing', () => {
  test('shows the shopper header and the stores of the chosen industry', async ({ page }) => {
    await page.goto('/products');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sauda home' })).toHaveAttribute('href', '/home');
    await expect(header.getByRole('combobox', { name: 'Search stores' })).toHaveAttribute(
      'placeholder',
      'Search',
    );
    await expect(header.getByRole('button', { name: 'Cart' })).toContainText('0');

    const industries = header.getByRole('navigation', { name: 'Shop by industry' });
    // No industryId: the first industry type is the one listed.
    await expect(industries.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    const second = industries.getByRole('link').nth(1);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await expect(page).toHaveURL(/\/products\?industryId=\d+$/);
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(industries.getByRole('link').first()).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} stores near you`);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main.getByText(/^Showing 1–\d+ of \d+ stores$/)).toBeVisible();
  });

  test('pages through results, and an industry link resets the search and page to 1', async ({
    page,
  }) => {
    await page.goto('/products?search=biryani');
    const pages = page.getByRole('navigation', { name: 'Search result pages' });
    await pages.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/products\?search=biryani&page=2$/);
    await expect(pages.getByRole('link', { name: 'page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page
        .getByRole('region', { name: /^Products/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();

    const industry = page
      .getByRole('navigation', { name: 'Shop by industry' })
      .getByRole('link')
      .nth(1);
    await industry.click();
    await expect(page).toHaveURL(/\/products\?industryId=\d+$/);
    await expect(page.getByRole('combobox', { name: 'Search stores' })).toHaveValue('');
    await expect(page.getByText(/^Showing 1–\d+ of \d+ stores$/)).toBeVisible();
  });

  test('the search box goes to /products?search= with the cleaned text', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByRole('combobox', { name: 'Search stores' });
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
