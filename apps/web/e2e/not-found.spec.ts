import { expect, test } from './support/test';
import { NOT_FOUND_TITLE, expectPageAt } from './support/pages';

test.describe('unknown address', () => {
  test('shows the 404 page with a working "Go to home"', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.ok()).toBeTruthy();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(main.getByRole('img', { name: /map pin/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await main.getByRole('link', { name: 'Go to home' }).click();
    await expectPageAt(page, '/home');
  });
});
