import { expect, test } from './support/test';
import { FOOTER_LINKS, expectPageAt } from './support/pages';

test.describe('footer', () => {
  test('shows the copyright and every footer link', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2022 Sauda. All rights reserved.')).toBeVisible();
    const nav = footer.getByRole('navigation', { name: 'Footer links' });
    for (const link of FOOTER_LINKS) {
      await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
        'href',
        link.path,
      );
    }
  });

  for (const link of FOOTER_LINKS) {
    test(`goes to ${link.path}`, async ({ page }) => {
      await page.goto('/home');
      const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer links' });
      await nav.getByRole('link', { name: link.name, exact: true }).click();
      await expectPageAt(page, link.path);
    });
  }
});
