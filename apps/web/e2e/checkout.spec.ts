import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { addToCart, json, orderable, unitPrice, type ApiProduct } from './support/demo-catalog';
import { freshMobileNumber, maskedNumber, nextCode } from './support/outbox';

interface ApiStore {
  query_id: string;
  name: string;
  is_open: boolean;
  minimum_order: number;
  service_area_radius: number;
  address: { lat: number; long: number };
}
interface Place {
  name: string;
  lat: number;
  long: number;
}
interface Pick {
  store: ApiStore;
  products: [ApiProduct, ApiProduct];
}

const PLACE_QUERY = 'Clifton';

/** Haversine distance in km (earth radius 6371 km), as the server checks the delivery range. */
function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.long - a.long) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * A store delivering to the searched place, open now when one is, with two products in stock
 * that together reach its minimum order.
 */
async function pickStore(request: APIRequestContext, place: Place): Promise<Pick> {
  const { industry_types } = await json<{ industry_types: { id: number }[] }>(
    request,
    '/api/v1/industries',
  );
  const found: Pick[] = [];
  for (const industry of industry_types) {
    const { companies } = await json<{ companies: ApiStore[] }>(
      request,
      `/api/v1/companies?industry_id=${industry.id}&page=1`,
    );
    for (const store of companies) {
      if (distanceKm(store.address, place) > store.service_area_radius - 0.5) continue;
      const { products } = await json<{ products: ApiProduct[] }>(
        request,
        `/api/v1/products?organization_query_id=${encodeURIComponent(store.query_id)}&per_page=25`,
      );
      const usable = products.filter(orderable).sort((a, b) => unitPrice(b) - unitPrice(a));
      const [first, second] = usable;
      if (!first || !second) continue;
      if (unitPrice(first) + unitPrice(second) < store.minimum_order) continue;
      const pick: Pick = { store, products: [first, second] };
      if (store.is_open) return pick;
      found.push(pick);
    }
  }
  const fallback = found[0];
  if (!fallback) throw new Error(`no demo store delivers to ${place.name}`);
  return fallback;
}

async function addHomeAddress(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Deliver to/ })
    .click();
  const book = page.getByRole('dialog', { name: 'Delivery Address' });
  await book.getByRole('button', { name: 'Add New Address' }).click();
  const editor = page.getByRole('dialog').last();
  const search = editor.getByRole('combobox', { name: 'Search for a place' });
  await search.fill(PLACE_QUERY);
  await page
    .getByRole('option', { name: new RegExp(PLACE_QUERY) })
    .first()
    .click();
  await expect(editor.getByRole('button', { name: 'Add Selected Address' })).toBeEnabled();
  await editor.getByRole('button', { name: 'Add Selected Address' }).click();
  await expect(editor.getByRole('heading', { name: 'Confirm Address Details' })).toBeVisible();
  await editor.getByRole('button', { name: 'Home' }).click();
  await editor.getByRole('textbox', { name: 'Flat / Villa No' }).fill('House 21');
  for (const [name, value] of [
    ['Street', 'Khayaban-e-Saadi'],
    ['Area', 'Clifton'],
  ] as const) {
    const field = editor.getByRole('textbox', { name });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  await editor.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /Deliver to/ })).toContainText(
    'Home',
  );
}

test('checkout: a guest verifies, applies FREE15FIRST, tips 50, places the order and downloads the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { places } = await json<{ places: Place[] }>(
    request,
    `/api/v1/geo/search?query=${PLACE_QUERY}`,
  );
  const place = places[0];
  if (!place) throw new Error(`the gazetteer has no ${PLACE_QUERY}`);
  const { store, products } = await pickStore(request, place);
  const number = freshMobileNumber();

  // A guest (signed in automatically) adds two items from one store.
  await addToCart(page, store, products[0]);
  await addToCart(page, store, products[1]);
  await addHomeAddress(page);

  // Cart → Proceed to Checkout → the 'Place Your Order' dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary$/);
  await page
    .getByRole('complementary', { name: `Order summary of ${store.name}` })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Place Your Order' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('region', { name: 'Delivery address' })).toContainText('Home');
  if (!store.is_open) {
    await checkout.getByRole('region', { name: 'Delivery time' }).getByRole('radio').nth(1).check();
  }

  // Guests verify first: the code comes from the dev outbox.
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout.getByText('Kindly verify account to place order.')).toBeVisible();
  await checkout.getByRole('textbox', { name: 'Contact phone' }).fill(maskedNumber(number));
  const guest = checkout.getByRole('region', { name: 'Verify your account' });
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Sana Guest');
  await guest.getByLabel('Password', { exact: true }).fill('sana12');
  await guest.getByRole('button', { name: 'Verify Account' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter verification code' });
  await expect(codeDialog).toBeVisible();
  const code = await nextCode(request, number);
  await expect(codeDialog.getByTestId('demo-code-notice')).toContainText(code);
  await codeDialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(guest.getByText('Account verified')).toBeVisible();

  // Voucher and tip.
  await checkout.getByRole('button', { name: 'Add Voucher' }).click();
  const voucherDialog = page.getByRole('dialog', { name: 'Add Voucher' });
  await voucherDialog.getByRole('textbox', { name: 'Voucher code' }).fill('FREE15FIRST');
  await voucherDialog.getByRole('button', { name: 'Add Voucher' }).click();
  await expect(checkout.getByText('Voucher Applied')).toBeVisible();
  await expect(checkout.getByText(/Discount applied PKR [\d,]+\.\d{2}/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Tip Rs 50' }).click();
  await expect(checkout.locator('[data-bill-row="tip"]')).toHaveText('Rs 50.00');

  // Place the order.
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible({ timeout: 20_000 });
  await expect(placed.getByTestId('order-number')).toHaveText(/\S+/);

  // The receipt downloads as invoice-receipt-{YYYY-MM-DD}.pdf.
  const downloading = page.waitForEvent('download');
  await placed.getByRole('button', { name: 'Download Receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  const head = (await readFile(file)).subarray(0, 4).toString('latin1');
  expect(head).toBe('%PDF');
});
