import { expect, test, type APIRequestContext, type Page } from './support/test';
import { addToCart, json, orderable, unitPrice, type ApiProduct } from './support/demo-catalog';

interface Store {
  query_id: string;
  name: string;
  products: ApiProduct[];
}

/** What one unit costs in the cart (SPEC §9), in paisa. */
const unitPaisa = (product: ApiProduct) => Math.round(unitPrice(product) * 100);

const rupees = (paisa: number) =>
  `Rs ${(paisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Two stores from the demo catalog: the first with two orderable products, the next with one. */
async function pickStores(request: APIRequestContext): Promise<[Store, Store]> {
  const { companies } = await json<{ companies: { query_id: string; name: string }[] }>(
    request,
    '/api/v1/companies?industry_id=1&page=1',
  );
  const stores: Store[] = [];
  for (const company of companies) {
    const { products } = await json<{ products: ApiProduct[] }>(
      request,
      `/api/v1/products?organization_query_id=${encodeURIComponent(company.query_id)}&per_page=25`,
    );
    const usable = products.filter(orderable);
    const wanted = stores.length === 0 ? 2 : 1;
    if (usable.length >= wanted) stores.push({ ...company, products: usable.slice(0, wanted) });
    if (stores.length === 2) return stores as [Store, Store];
  }
  throw new Error('the demo catalog has no two stores with products in stock');
}

const summaryOf = (page: Page, store: Store) =>
  page.getByRole('complementary', { name: `Order summary of ${store.name}` });

const totalOf = (page: Page, store: Store) =>
  summaryOf(page, store)
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd');

test('cart: lines by store, quantity, per-store totals, remove via 0, clear all', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [first, second] = await pickStores(request);
  const [a, b] = first.products as [ApiProduct, ApiProduct];
  const [c] = second.products as [ApiProduct];

  await addToCart(page, first, a);
  await addToCart(page, first, b);
  await addToCart(page, second, c);
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart' });
  await expect(cartButton).toContainText('3');
  await cartButton.click();

  await expect(page).toHaveURL(/\/checkout\/cart-summary$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  const firstStore = page.getByRole('region', { name: first.name });
  const secondStore = page.getByRole('region', { name: second.name });
  await expect(firstStore.getByRole('listitem')).toHaveCount(2);
  await expect(secondStore.getByRole('listitem')).toHaveCount(1);
  await expect(totalOf(page, first)).toHaveText(rupees(unitPaisa(a) + unitPaisa(b)));
  await expect(totalOf(page, second)).toHaveText(rupees(unitPaisa(c)));

  // One more of the first product: only its store's total moves. Product names repeat
  // across stores, so each stepper is looked up inside its store's region.
  const stepperA = firstStore.getByRole('group', { name: `Quantity of ${a.name}` });
  await stepperA.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepperA.locator('output')).toHaveText('2');
  await expect(totalOf(page, first)).toHaveText(rupees(unitPaisa(a) * 2 + unitPaisa(b)));
  await expect(totalOf(page, second)).toHaveText(rupees(unitPaisa(c)));
  await expect(
    summaryOf(page, first).getByRole('button', { name: 'Proceed to Checkout' }),
  ).toBeEnabled();
  await expect(cartButton).toHaveAccessibleDescription(
    `Total RS ${rupees(unitPaisa(a) * 2 + unitPaisa(b) + unitPaisa(c)).slice(3)}`,
  );

  // Minus at 1 asks to remove the line instead of setting 0.
  const stepperB = firstStore.getByRole('group', { name: `Quantity of ${b.name}` });
  await stepperB.getByRole('button', { name: 'Decrease quantity' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove item' });
  await expect(removeDialog).toBeVisible();
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  await expect(firstStore.getByRole('listitem')).toHaveCount(1);
  await expect(totalOf(page, first)).toHaveText(rupees(unitPaisa(a) * 2));

  await page.getByRole('button', { name: 'Clear all' }).click();
  const clearDialog = page.getByRole('dialog', { name: 'Are you sure you want to clear cart?' });
  await expect(clearDialog).toContainText(
    'If you clear cart, all items will be deleted from your cart.',
  );
  await clearDialog.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartButton).toContainText('0');
  await expect(cartButton).toHaveAccessibleDescription('Cart is empty!');

  // The cart is in the browser database: a reload still finds it empty, not the old lines.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('cart: survives a reload and is shared with another tab', async ({
  page,
  request,
  context,
}) => {
  const [first] = await pickStores(request);
  const [a] = first.products as [ApiProduct];
  await addToCart(page, first, a);
  await page.reload();
  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart' });
  await expect(cartButton).toContainText('1');

  const other = await context.newPage();
  await other.goto('/checkout/cart-summary');
  const stepper = other.getByRole('group', { name: `Quantity of ${a.name}` });
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(cartButton).toContainText('2');
});

test('cart: opened from the address bar, it starts at its top, wherever the last page was left', async ({
  page,
  request,
}) => {
  const [first] = await pickStores(request);
  const [a, b] = first.products as [ApiProduct, ApiProduct];
  await addToCart(page, first, a);
  await addToCart(page, first, b);
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.goto('/checkout/cart-summary');
  await expect(page.getByRole('group', { name: `Quantity of ${b.name}` })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
