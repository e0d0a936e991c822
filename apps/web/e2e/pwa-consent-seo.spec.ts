import { expect, test, type Page } from './support/test';

const HTML = 'text/html,application/xhtml+xml';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const metaContent = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');

test.describe('installable app', () => {
  test('links a valid manifest whose icons all load', async ({ page, request }) => {
    await page.goto('/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href ?? '');
    expect(answer.ok()).toBeTruthy();
    const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Sauda',
      short_name: 'Sauda',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B6E4F',
      background_color: '#F6F7F5',
      categories: ['shopping', 'food'],
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', 'any any']),
    );
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', type: 'image/png' },
    ]) {
      const image = await request.get(icon.src);
      expect(image.ok(), icon.src).toBeTruthy();
      expect(image.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });

  test('a store list seen once still shows offline', async ({ page, context }) => {
    await page.goto('/products');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first worker takes control at once (clientsClaim); this visit goes through it.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.reload();
    const stores = page.getByRole('main').getByRole('article');
    await expect(stores.first()).toBeVisible();
    const count = await stores.count();

    await context.setOffline(true);
    const storesAnswer = page.waitForResponse((response) =>
      response.url().includes('/api/v1/companies'),
    );
    await page.reload();
    expect((await storesAnswer).fromServiceWorker()).toBe(true);
    await expect(page.getByText("You're offline — showing saved pages")).toBeVisible();
    await expect(stores.first()).toBeVisible();
    expect(await stores.count()).toBe(count);
    await context.setOffline(false);
    await expect(page.getByText("You're back online")).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('asks on the first visit; Accept all hides the question for good', async ({ page }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('region', { name: 'Cookies on Sauda' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // The banner does not take the focus from the page.
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(
      false,
    );

    await banner.getByRole('button', { name: 'Accept all' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('cookieConsent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ version: 1, analytics: true });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('the footer reopens the choice, which can be changed with the keyboard', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await page
      .getByRole('region', { name: 'Cookies on Sauda' })
      .getByRole('button', { name: 'Essential only' })
      .click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Essential storage' })).toBeDisabled();
    const analytics = dialog.getByRole('switch', { name: 'Analytics cookies' });
    await expect(analytics).not.toBeChecked();
    await analytics.focus();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('cookieConsent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ analytics: true });
  });

  test('with no tag-manager container configured, nothing is requested from it', async ({
    page,
  }) => {
    const tagManagerRequests: string[] = [];
    await page.route('**/*googletagmanager.com/**', (route) => {
      tagManagerRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/faqs');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.goto('/about-us');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(tagManagerRequests).toEqual([]);
    await expect(page.locator('script#sauda-tag-manager')).toHaveCount(0);
  });
});

test.describe('page meta', () => {
  for (const { path, title } of [
    { path: '/riders', title: 'Ride with Sauda · Sauda' },
    { path: '/faqs', title: 'FAQs · Sauda' },
  ]) {
    test(`${path} has its own title, description and preview, with and without the app`, async ({
      page,
      request,
      baseURL,
    }) => {
      const html = await (await request.get(path, { headers: { accept: HTML } })).text();
      expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);

      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await metaContent(page, 'meta[name="description"]');
      expect(description?.length).toBeGreaterThan(30);
      expect(await metaContent(page, 'meta[property="og:title"]')).toBe(title);
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(
        `${baseURL}/icons/og-image.png`,
      );
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    });
  }

  test('the meta follows navigation inside the app', async ({ page }) => {
    await page.goto('/riders');
    const riders = await metaContent(page, 'meta[name="description"]');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'About us', exact: true })
      .click();
    await expect(page).toHaveTitle('About us · Sauda');
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
      'content',
      'About us · Sauda',
    );
    expect(await metaContent(page, 'meta[name="description"]')).not.toBe(riders);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
  });

  test('private pages are kept out of search engines', async ({ page, request }) => {
    await page.goto('/order/history');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    const answer = await request.get('/checkout', { headers: { accept: HTML } });
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
  });

  test('sitemap.xml and robots.txt list the public pages', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/home', '/riders', '/faqs', '/terms-and-conditions']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>[^<]+\/products\/store\/[^<]+<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /checkout');
  });
});
