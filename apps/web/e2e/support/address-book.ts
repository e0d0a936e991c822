import { expect, type Locator, type Page, type Response } from '@playwright/test';

export interface SavedAddress {
  id: number;
  name: string;
  type: 'home' | 'work' | 'others';
  lat: number;
  long: number;
}

export interface StoredBook {
  home: SavedAddress | null;
  others: SavedAddress[];
  selectedAddressId: number | null;
}

/** The "Deliver to" button of the shopper header. */
export function deliverToButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Deliver to/ });
}

/** Opens the address dialog from the header. */
export async function openAddressDialog(page: Page): Promise<Locator> {
  await deliverToButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Delivery Address' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits for the store list asked with a delivery point (SPEC §4): its lat and long. */
export function nextLocatedCompanies(page: Page): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/v1/companies' &&
      url.searchParams.has('lat') &&
      url.searchParams.has('long') &&
      response.ok()
    );
  });
}

/** Searches a place in the map picker, chooses the first suggestion named like it. */
export async function choosePlace(page: Page, editor: Locator, text: string): Promise<void> {
  const search = editor.getByRole('combobox', { name: 'Search for a place' });
  await search.pressSequentially(text, { delay: 30 });
  const reverse = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/geo/reverse' && response.ok(),
  );
  await page.getByRole('option').filter({ hasText: text }).first().click();
  const { location } = (await (await reverse).json()) as { location: { area: string } };
  const pinLine = editor.getByText('Pin:', { exact: true }).locator('..');
  await expect(pinLine).toContainText(location.area);
}

/** The names of the store cards in the page's order, each with its no-delivery mark. */
export async function storeCards(
  page: Page,
  mark: string,
): Promise<{ name: string; marked: boolean }[]> {
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll(
    (articles, text) =>
      articles.map((article) => ({
        name: article.querySelector('h2, h3')?.textContent ?? '',
        marked: (article.textContent ?? '').includes(text),
      })),
    mark,
  );
}

/** Home and the other addresses of the user the web app keeps (SPEC §3 local storage). */
export async function storedBook(page: Page): Promise<StoredBook> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    const auth = raw === null ? null : (JSON.parse(raw) as Record<string, never>);
    const user = (auth?.user ?? null) as Record<string, never> | null;
    return {
      home: user?.home_address ?? null,
      others: user?.other_addresses ?? [],
      selectedAddressId: auth?.selectedAddressId ?? null,
    };
  });
}
