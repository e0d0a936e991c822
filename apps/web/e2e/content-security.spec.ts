import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Collects the content security policy's violations the page reports, from its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

test.describe('content security policy', () => {
  test.skip(({ isMobile }) => isMobile, 'the policy is the same at every width');

  test('pages that check the data they fetch break no rule of the policy', async ({ page }) => {
    const violations = await recordViolations(page);
    const industriesFetched = page.waitForResponse((r) => r.url().includes('/api/v1/industries'));

    await page.goto('/home');
    await industriesFetched;
    await expect(page.getByTestId('industry-grid').getByRole('link').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    await page.goto('/checkout/cart-summary');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});
