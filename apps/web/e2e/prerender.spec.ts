import { expect, test, type Locator, type Page } from './support/test';

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

  test('a part below the fold hydrates when it nears the viewport, or when it is used', async ({
    page,
  }) => {
    /** Whether React has taken over the part's server HTML (React marks the nodes it owns). */
    const isHydrated = (part: Locator) =>
      part.evaluate((wrapper) =>
        Object.keys(wrapper.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
    await page.goto('/home');
    const footerPart = page.locator('footer [data-hydrate-when-visible]');
    const heroHeading = page.getByRole('heading', { level: 1 });
    await expect(heroHeading).toBeVisible();
    expect(await isHydrated(footerPart)).toBe(false);
    await footerPart.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(footerPart)).toBe(true);

    // Used before it was seen, as when a keyboard user tabs ahead: every part hydrates then.
    await page.goto('/faqs');
    const lastGroup = page.locator('[data-hydrate-when-visible]').nth(-2);
    expect(await isHydrated(lastGroup)).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => isHydrated(lastGroup)).toBe(true);
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
