import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { json, orderable, unitPrice, type ApiProduct } from './demo-catalog';

export interface ApiStore {
  query_id: string;
  name: string;
  is_open: boolean;
  minimum_order: number;
  service_area_radius: number;
  address: { lat: number; long: number };
}
export interface Place {
  name: string;
  lat: number;
  long: number;
}
export interface Pick {
  store: ApiStore;
  products: [ApiProduct, ApiProduct];
}

/** The place the journeys deliver to: the home address they add from the map. */
export const PLACE_QUERY = 'Clifton';

/** Haversine distance in km (earth radius 6371 km), as the server checks the delivery range. */
function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.long - a.long) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The gazetteer's first place for PLACE_QUERY. */
export async function deliveryPlace(request: APIRequestContext): Promise<Place> {
  const { places } = await json<{ places: Place[] }>(
    request,
    `/api/v1/geo/search?query=${PLACE_QUERY}`,
  );
  const place = places[0];
  if (!place) throw new Error(`the gazetteer has no ${PLACE_QUERY}`);
  return place;
}

/**
 * A store delivering to the searched place, open now when one is, with two products in stock
 * that together reach its minimum order. `skip` passes over that many suitable stores (open
 * ones first), so journeys running side by side can each take stock from a store of their own.
 */
export async function pickStore(request: APIRequestContext, place: Place, skip = 0): Promise<Pick> {
  const { industry_types } = await json<{ industry_types: { id: number }[] }>(
    request,
    '/api/v1/industries',
  );
  const open: Pick[] = [];
  const closed: Pick[] = [];
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
      if (store.is_open && open.length === skip) return pick;
      (store.is_open ? open : closed).push(pick);
    }
  }
  const all = [...open, ...closed];
  const fallback = all[skip % Math.max(all.length, 1)];
  if (!fallback) throw new Error(`no demo store delivers to ${place.name}`);
  return fallback;
}

/** Adds a Home address at PLACE_QUERY from the map picker and waits until it is selected. */
export async function addHomeAddress(page: Page) {
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

/** Cart → Proceed to Checkout for the store → the 'Place Your Order' dialog, a slot if closed. */
export async function openCheckout(page: Page, store: ApiStore) {
  await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary$/);
  await page
    .getByRole('complementary', { name: `Order summary of ${store.name}` })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  // Once a visit checkout first offers the mobile app (SPEC §1); the journeys stay on the web.
  const appDialog = page.getByRole('dialog', { name: 'Buying is on the Sauda app' });
  const checkout = page.getByRole('dialog', { name: 'Place Your Order' });
  await expect(appDialog.or(checkout).first()).toBeVisible();
  if (await appDialog.isVisible()) {
    await appDialog.getByRole('button', { name: 'Continue on the web' }).click();
  }
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('region', { name: 'Delivery address' })).toContainText('Home');
  if (!store.is_open) {
    await checkout.getByRole('region', { name: 'Delivery time' }).getByRole('radio').nth(1).check();
  }
  return checkout;
}
