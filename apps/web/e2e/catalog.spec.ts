import { expect, test, type Page } from './support/test';

const EXCEEDS = 'Selected Product exceeds the total remaining units';

interface ProductAnswer {
  product: { name: string; product_available_quantity: number };
}

/** Opens the first product of the store page that is in stock; gives its API answer. */
async function openProductInStock(page: Page): Promise<ProductAnswer['product']> {
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNotText: 'Out of stock' })
    .first();
  await expect(card).toBeVisible();
  const answer = page.waitForResponse((response) =>
    /\/api\/v1\/products\/[^/?]+$/.test(new URL(response.url()).pathname),
  );
  await card.getByRole('link').click();
  const body = (await (await answer).json()) as ProductAnswer;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(body.product.name);
  return body.product;
}

test.describe('browsing the catalog', () => {
  test('industry link → store → category → product → stepper limits → cart badge', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/products');
    const industries = page.getByRole('navigation', { name: 'Shop by industry' });
    await industries.getByRole('link', { name: 'Food', exact: true }).click();
    await expect(page).toHaveURL(/industryId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food stores near you');

    const storeCard = page.getByRole('main').getByRole('article').first();
    const storeName = (await storeCard.getByRole('heading').textContent()) ?? '';
    await storeCard.getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/store\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(storeName);

    const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await expect(categories.first()).toHaveAttribute('aria-pressed', 'true');
    if ((await categories.count()) > 1) {
      const next = categories.nth(1);
      await next.click();
      await expect(next).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/categoryId=\d+/);
    }

    const product = await openProductInStock(page);
    const maximum =
      product.product_available_quantity > 0 ? product.product_available_quantity : 99;
    const group = page.getByRole('group', { name: `Quantity of ${product.name}` });
    const value = group.locator('output');
    const plus = group.getByRole('button', { name: 'Increase quantity' });
    const minus = group.getByRole('button', { name: 'Decrease quantity' });

    await expect(value).toHaveText('1');
    await minus.click();
    await expect(value).toHaveText('0');
    await expect(minus).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    // Up to 99 presses: the keyboard is quicker than 99 pointer clicks.
    await plus.focus();
    for (let quantity = 1; quantity <= maximum; quantity += 1) await page.keyboard.press('Enter');
    await expect(value).toHaveText(String(maximum));
    await expect(page.getByRole('alert').filter({ hasText: EXCEEDS })).toHaveCount(0);
    await plus.click();
    await expect(value).toHaveText(String(maximum));
    await expect(page.getByRole('alert').filter({ hasText: EXCEEDS })).toBeVisible();

    const wanted = Math.min(2, maximum);
    await minus.focus();
    for (let quantity = maximum; quantity > wanted; quantity -= 1) {
      await page.keyboard.press('Enter');
    }
    await expect(value).toHaveText(String(wanted));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${wanted} × ${product.name} added to your cart`)).toBeVisible();
    const cart = page.getByRole('banner').getByRole('button', { name: 'Cart' });
    await expect(cart).toContainText(String(wanted));
    await expect(cart).toHaveAccessibleDescription(/^Total RS [\d,]+\.\d{2}$/);
  });

  test('header search with a typo finds Karachi Biryani House and opens it', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search stores' });
    await box.fill('biryni');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=biryni$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “biryni”');
    const stores = page.getByRole('region', { name: /^Stores/ });
    const store = stores.getByRole('link', { name: 'Karachi Biryani House' });
    await expect(store).toBeVisible();
    await store.click();
    await expect(page).toHaveURL(/\/products\/store\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karachi Biryani House');
  });

  test('suggestions open a store from the keyboard', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search stores' });
    await box.pressSequentially('karachi biry', { delay: 30 });
    const option = page.getByRole('option', { name: 'Karachi Biryani House' });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    while ((await option.getAttribute('aria-selected')) !== 'true') await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karachi Biryani House');
  });
});
