import { expect, test } from './support/test';

test.describe('home page', () => {
  test('shows the hero and the industries of the API', async ({ page, request }) => {
    const api = await request.get('/api/v1/industries');
    expect(api.ok()).toBeTruthy();
    const { industry_types: industries } = (await api.json()) as {
      industry_types: Array<{ id: number; name: string }>;
    };
    expect(industries.length).toBeGreaterThan(0);

    await page.goto('/home');
    await expect(
      page.getByRole('heading', { level: 1, name: "Your city's stores, at your door" }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Go Shopping/ })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(
      page.getByRole('region', { name: 'Offers' }).getByText('FREE15FIRST'),
    ).toBeVisible();

    const grid = page.getByTestId('industry-grid');
    await expect(grid.getByRole('link')).toHaveCount(industries.length);
    const first = industries[0]!;
    await expect(grid.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/products?industryId=${first.id}`,
    );
    await expect(page).toHaveTitle(/Sauda/);
  });

  test('an industry tile opens its stores with its industry selected', async ({ page }) => {
    await page.goto('/home');
    const tile = page.getByTestId('industry-grid').getByRole('link').first();
    const name = (await tile.textContent()) ?? '';
    await tile.click();
    await expect(page).toHaveURL(/\/products\?industryId=\d+$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Shop by industry' })
        .getByRole('link', { name, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('never scrolls sideways', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('industry-grid')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
