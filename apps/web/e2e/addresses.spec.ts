import { expect, test, type Locator, type Page } from './support/test';
import {
  choosePlace,
  deliverToButton,
  nextLocatedCompanies,
  openAddressDialog,
  storeCards,
  storedBook,
  type SavedAddress,
} from './support/address-book';

const NO_DELIVERY_HOME = "Doesn't deliver to Home";

/** The dialogs of the page, also those covered by another one (MUI hides them from roles). */
const openDialogs = (page: Page) => page.locator('[role="dialog"]');

/** On phones the dialog fills the screen (SPEC §2: full screen on small screens). */
async function expectFullScreen(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(Math.round(box?.width ?? 0)).toBe(viewport?.width);
  expect(Math.round(box?.height ?? 0)).toBe(viewport?.height);
}

/** Fills the details step; the street and area come from the pin, filled only when empty. */
async function fillDetails(editor: Locator, title: string, flat: string): Promise<void> {
  await expect(editor).toHaveAccessibleName('Confirm Address Details');
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Flat / Villa No' }).fill(flat);
  for (const [name, fallback] of [
    ['Street', 'Main Street'],
    ['Area', 'Clifton'],
  ] as const) {
    const field = editor.getByRole('textbox', { name, exact: true });
    if ((await field.inputValue()).trim() === '') await field.fill(fallback);
  }
}

/** Adds an address through the map picker and the details form; gives what the API saved. */
async function addAddress(
  page: Page,
  dialog: Locator,
  place: string,
  title: string,
  flat: string,
): Promise<SavedAddress> {
  await dialog.getByRole('button', { name: 'Add New Address' }).click();
  const editor = page.getByRole('dialog', { name: 'Pick the delivery location' });
  await expect(editor).toBeVisible();
  await choosePlace(page, editor, place);
  await editor.getByRole('button', { name: 'Add Selected Address' }).click();
  await fillDetails(page.getByRole('dialog', { name: 'Confirm Address Details' }), title, flat);
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/users/create_address'),
  );
  await page.getByRole('button', { name: 'Save Address' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(openDialogs(page)).toHaveCount(0);
  return ((await answer.json()) as { address: SavedAddress }).address;
}

/** No store that does not deliver comes before one that does. */
function expectDeliveringFirst(cards: { marked: boolean }[]): void {
  const firstMarked = cards.findIndex((card) => card.marked);
  expect(firstMarked).toBeGreaterThanOrEqual(0);
  expect(cards.slice(firstMarked).every((card) => card.marked)).toBe(true);
}

test.describe('address book', () => {
  test('add Home from the map, add and edit another, delete it, keep Home', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/products');
    await page
      .getByRole('navigation', { name: 'Shop by industry' })
      .getByRole('link', { name: 'Food', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food stores near you');
    const deliverTo = deliverToButton(page);
    await expect(deliverTo).toContainText(/Deliver to\s*Select Address/);
    const before = await storeCards(page, NO_DELIVERY_HOME);
    expect(before.some((card) => card.marked)).toBe(false);
    const storeRange = page.getByText(/^Showing 1–\d+ of \d+ stores$/);
    const rangeBefore = await storeRange.textContent();

    // 2. No address yet: add Home through the map picker.
    let dialog = await openAddressDialog(page);
    await expect(dialog.getByText('No Address Found')).toBeVisible();
    if (isMobile) await expectFullScreen(page, dialog);
    const homeStores = nextLocatedCompanies(page);
    const home = await addAddress(page, dialog, 'Zamzama', 'Home', 'Flat 4');
    expect(home.type).toBe('home');
    await expect(deliverTo).toContainText(/Deliver to\s*Home$/);

    // 3. The list reloads for Home: the stores that do not deliver there are marked, last.
    const homeUrl = new URL((await homeStores).url());
    expect(Number(homeUrl.searchParams.get('lat'))).toBeCloseTo(home.lat, 5);
    expect(Number(homeUrl.searchParams.get('long'))).toBeCloseTo(home.long, 5);
    await expect(page.getByRole('main').getByText(NO_DELIVERY_HOME).first()).toBeVisible();
    const atHome = await storeCards(page, NO_DELIVERY_HOME);
    expectDeliveringFirst(atHome);
    // The same stores, sorted for Home: the first page may hold others (the demo city has 48).
    await expect(storeRange).toHaveText(rangeBefore ?? '');
    expect(atHome).toHaveLength(before.length);

    // 4. A second 'home' while Home is taken becomes another address (SPEC §4 type rule).
    dialog = await openAddressDialog(page);
    const otherStores = nextLocatedCompanies(page);
    const other = await addAddress(page, dialog, 'Gulshan', 'home', 'House 12');
    expect(other.type).toBe('others');
    expect(other.name).toBe('home');
    await expect(deliverTo).toContainText(/Deliver to\s*home$/);
    const otherUrl = new URL((await otherStores).url());
    expect(Number(otherUrl.searchParams.get('lat'))).toBeCloseTo(other.lat, 5);
    await expect(page.getByRole('main').getByText("Doesn't deliver to home").first()).toBeVisible();
    const atOther = await storeCards(page, "Doesn't deliver to home");
    expectDeliveringFirst(atOther);
    expect(atOther).not.toEqual(atHome);
    const book = await storedBook(page);
    expect(book.home?.name).toBe('Home');
    expect(book.others.map((address) => [address.name, address.type])).toEqual([
      ['home', 'others'],
    ]);

    // Choosing in the list moves the header and the store list.
    dialog = await openAddressDialog(page);
    const radios = dialog.getByRole('radio');
    await expect(radios).toHaveCount(2);
    await expect(radios.nth(0)).toHaveAccessibleName('Home');
    await expect(radios.nth(1)).toHaveAccessibleName('home');
    await expect(radios.nth(1)).toBeChecked();
    await dialog.getByRole('radio', { name: 'Home', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(deliverTo).toContainText(/Deliver to\s*Home$/);
    await expect(page.getByRole('main').getByText(NO_DELIVERY_HOME).first()).toBeVisible();
    dialog = await openAddressDialog(page);
    await dialog.getByRole('radio', { name: 'home', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(deliverTo).toContainText(/Deliver to\s*home$/);
    await expect(page.getByRole('main').getByText("Doesn't deliver to home").first()).toBeVisible();

    // 5. Editing locks the title; the new flat shows in the row.
    dialog = await openAddressDialog(page);
    await dialog.getByRole('button', { name: 'Edit home address', exact: true }).click();
    const mover = page.getByRole('dialog', { name: 'Move the delivery pin' });
    await expect(mover).toBeVisible();
    if (isMobile) await expectFullScreen(page, mover);
    await mover.getByRole('button', { name: 'Confirm & Update Address' }).click();
    const details = page.getByRole('dialog', { name: 'Confirm Address Details' });
    const title = details.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeDisabled();
    await expect(title).toHaveValue('home');
    await details.getByRole('textbox', { name: 'Flat / Villa No' }).fill('House 21');
    const updated = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/users/update_address'),
    );
    await details.getByRole('button', { name: 'Update Address' }).click();
    expect((await updated).ok()).toBe(true);
    await expect(openDialogs(page)).toHaveCount(0);
    dialog = await openAddressDialog(page);
    const row = dialog.getByRole('radio', { name: 'home', exact: true });
    await expect(row).toHaveAccessibleDescription(/House 21/);
    await expect(row).not.toHaveAccessibleDescription(/House 12/);

    // 6. Delete asks word for word; No keeps the address, Yes removes it.
    const askToDelete = async () => {
      await dialog.getByRole('button', { name: 'Delete home address', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Address' });
      await expect(confirm).toHaveAccessibleDescription(
        'Are You Sure You Want To Delete home Address?',
      );
      await expect(
        confirm.getByText('Are You Sure You Want To Delete home Address?', { exact: true }),
      ).toBeVisible();
      return confirm;
    };
    let confirm = await askToDelete();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    confirm = await askToDelete();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
    expect((await storedBook(page)).others).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(deliverTo).toContainText(/Deliver to\s*Home$/);

    // 7. Home stays selected after a reload.
    await page.reload();
    await expect(deliverTo).toContainText(/Deliver to\s*Home$/);
    await expect(page.getByRole('main').getByText(NO_DELIVERY_HOME).first()).toBeVisible();
    dialog = await openAddressDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Home', exact: true })).toBeChecked();
    expect((await storedBook(page)).home?.id).toBe(home.id);
  });
});
