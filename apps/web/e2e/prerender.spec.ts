import { expect, test, type Page } from './support/test';

/** Console errors and uncaught exceptions while the page loads and hydrates. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pre-rendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the pages arrive with their content and styles', async ({ page }) => {
      await page.goto('/faqs');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('questions');
      await expect(page.locator('main [aria-expanded]').first()).toBeVisible();
      await page.goto('/riders');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Valid national ID (CNIC)').first()).toBeAttached();
      // Styled by the page's own style tags: the navbar is laid out, not a bare list.
      const navbarHeight = await page
        .locator('header')
        .first()
        .evaluate((el) => el.clientHeight);
      expect(navbarHeight).toBeGreaterThanOrEqual(56);
    });
  });

  test('a page hydrates in place without errors and then answers the visitor', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/faqs');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.elementHandle();
    const question = page.locator('main [aria-expanded]').first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(async () => {
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    // Hydration kept the server's element rather than rendering a new one.
    expect(await before?.evaluate((el) => el.isConnected)).toBe(true);
    expect(errors.filter((text) => !/service worker/i.test(text))).toEqual([]);
  });

  test('a visitor who chose Urdu gets the page rendered in Urdu', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ur'));
    const errors = collectErrors(page);
    await page.goto('/faqs');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('questions');
    expect(errors.filter((text) => !/service worker/i.test(text))).toEqual([]);
  });
});
