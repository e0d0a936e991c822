import { storedAuth } from './support/accounts';
import { json, type ApiProduct } from './support/demo-catalog';
import type { ApiStore } from './support/checkout-steps';
import { signInAsNewShopper } from './support/shopper-login';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/** The first food stores as a visitor with no address sees them, and one of their products. */
async function firstFoodStore(request: APIRequestContext) {
  const { companies } = await json<{ companies: Array<ApiStore & { banner_url: string }> }>(
    request,
    '/api/v1/companies?industry_id=1&page=1&page_size=25&sort=default',
  );
  const store = companies[0];
  if (!store) throw new Error('The demo has no food store');
  const { products } = await json<{ products: ApiProduct[] }>(
    request,
    `/api/v1/products?organization_query_id=${store.query_id}&page=1&per_page=25`,
  );
  const product = products[0];
  if (!product) throw new Error(`${store.name} has no products`);
  return { store, product };
}

/** The API calls and errors of a page from here on. */
function watch(page: Page) {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { calls, errors: () => errors.filter((text) => !/service worker/i.test(text)) };
}

test.describe('catalog pages rendered on the server', () => {
  test('a first visit gets the stores in the page, with a guest of its own, and asks for nothing', async ({
    page,
    request,
  }) => {
    const { store } = await firstFoodStore(request);
    const seen = watch(page);
    const response = await page.goto('/products');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(store.name);
    // The first row's banners, one of them the page's largest paint, come before other images.
    const first = html.match(/<img[^>]*fetchPriority="high"[^>]*>/gi) ?? [];
    expect(first).toHaveLength(4);
    expect(first[0]).toContain(`src="${store.banner_url}"`);
    const card = page.getByRole('link', { name: store.name }).first();
    await expect(card).toBeVisible();
    const served = await card.elementHandle();
    // The page's data and its guest came with it: no listing read, no guest sign-in.
    expect(seen.calls.filter((call) => /industries|companies|authenticate/.test(call))).toEqual([]);
    expect((await storedAuth(page))?.isGuest).toBe(true);
    // Hydrated in place: the server's card is the one on screen, and no mismatch was reported.
    expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
    expect(seen.errors()).toEqual([]);
    // The guest is the browser's own: the next page is read with its session.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/products/store/${store.query_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a store and a product page arrive with their content', async ({ page, request }) => {
      const { store, product } = await firstFoodStore(request);
      await page.goto(`/products/store/${store.query_id}`);
      await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
      await expect(page.getByText(product.name).first()).toBeVisible();
      // Each page's main picture is fetched ahead of the others: the store's banner, the photo.
      await expect(page.locator('img[fetchpriority="high"]')).toHaveAttribute(
        'src',
        store.banner_url,
      );
      await page.goto(`/products/details/${store.query_id}/${product.query_id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    });
  });

  test('a signed-in shopper gets the page with their own header, without errors', async ({
    page,
    request,
  }) => {
    const { store } = await firstFoodStore(request);
    await signInAsNewShopper(page, request, 'Rendered Shopper');
    const seen = watch(page);
    await page.reload();
    await expect(page.getByRole('link', { name: store.name }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    expect((await storedAuth(page))?.user?.full_name).toBe('Rendered Shopper');
    expect(seen.errors()).toEqual([]);
  });
});
