import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ownerOpens } from './support/back-office';

const STORE_NAME = 'Boat Basin Tikka Corner';
const PHOTO = fileURLToPath(new URL('./fixtures/seekh-kabab.jpg', import.meta.url));

interface SavedProduct {
  storeId: string;
  productId: string;
  /** The server's ids of the product's photos, in their order. */
  imageIds: string[];
}

/** Clicks Save and reads from the API's answers which product and photos it stored. */
async function saveAndRead(page: Page): Promise<SavedProduct> {
  const answers: Array<{ url: string; images: Array<{ query_id: string }>; id: string }> = [];
  const listen = async (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (!/\/merchant\/stores\/[^/]+\/products(\/|$)/.test(new URL(response.url()).pathname)) return;
    if (response.request().method() === 'GET' || !response.ok()) return;
    const { product } = (await response.json()) as {
      product: { query_id: string; images: Array<{ query_id: string }> };
    };
    answers.push({ url: response.url(), images: product.images, id: product.query_id });
  };
  page.on('response', listen);
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/inventory-mgmt\?query=/, { timeout: 30_000 });
  page.off('response', listen);
  const last = answers.at(-1);
  if (!last) throw new Error('The wizard saved nothing');
  const storeId = /\/merchant\/stores\/([^/]+)\//.exec(last.url)?.[1] ?? '';
  return { storeId, productId: last.id, imageIds: last.images.map((image) => image.query_id) };
}

test('product wizard: the owner adds a product with a photo, and a shopper finds it in search with that photo and in its store', async ({
  page,
  browser,
  isMobile,
}) => {
  test.setTimeout(120_000);
  // Both projects run at once on one server: each adds its own product.
  const name = `Seekh Kabab Platter ${isMobile ? 'Phone' : 'Desk'} ${Date.now() % 100_000}`;

  await ownerOpens(page, '/inventory-mgmt/add', STORE_NAME, isMobile);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Add products' })).toBeVisible();

  // 1. Products: a name is required.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Required')).toBeVisible();
  await main.getByLabel('Name of product 1').fill(name);
  await main.getByRole('button', { name: 'Next' }).click();

  // 2. Upload Photos, 3. Link Photos: one product takes the photo.
  await main.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(main.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('combobox', { name: 'Product for photo 1' })).toHaveText(name);
  await main.getByRole('button', { name: 'Next' }).click();

  // 4. Product Detail, then Save: the inventory shows it.
  await main.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Fast Food' }).click();
  await main.getByLabel(/^Price/).fill('650');
  await main.getByLabel(/^Stock/).fill('40');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/inventory-mgmt\?query=/, { timeout: 30_000 });
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(main.getByLabel(`Stock of ${name}`, { exact: true })).toHaveValue('40');

  // A shopper searches for it and opens it: its photo is the uploaded one, resized.
  const shopperContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile,
    hasTouch: isMobile,
  });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/products?search=${encodeURIComponent(name)}`);
  const found = shopper
    .getByRole('region', { name: /^Products/ })
    .getByRole('article')
    .filter({ hasText: name });
  await expect(found).toBeVisible();
  await expect(found.locator('img')).toHaveAttribute(
    'src',
    /\/media\/uploads\/products\/.+-card\.jpg$/,
  );
  await found.getByText(name).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(shopper.getByText(STORE_NAME).first()).toBeVisible();

  // …and in its store, through the store's own search.
  const storeId = /\/products\/details\/([^/]+)\//.exec(shopper.url())?.[1] ?? '';
  await shopper.goto(`/products/store/${storeId}`);
  await shopper.getByRole('searchbox', { name: `Search in ${STORE_NAME}` }).fill(name);
  await expect(
    shopper.getByRole('main').getByRole('article').filter({ hasText: name }),
  ).toBeVisible();
  await shopperContext.close();
});

test('product wizard: the owner adds a second photo to a product, makes it first, and shoppers see it first', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const name = `Photo Order Tikka ${isMobile ? 'Phone' : 'Desk'} ${Date.now() % 100_000}`;
  const main = page.getByRole('main');
  const next = () => main.getByRole('button', { name: 'Next' }).click();

  // A product with one photo.
  await ownerOpens(page, '/inventory-mgmt/add', STORE_NAME, isMobile);
  await main.getByLabel('Name of product 1').fill(name);
  await next();
  await main.locator('input[type=file]').setInputFiles(PHOTO);
  await next();
  await next();
  await main.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Fast Food' }).click();
  await main.getByLabel(/^Price/).fill('700');
  await main.getByLabel(/^Stock/).fill('5');
  const created = await saveAndRead(page);
  expect(created.imageIds).toHaveLength(1);
  const [first] = created.imageIds;

  // Edited: its photo shows, a second joins and is moved up to be first.
  await page.goto(`/inventory-mgmt/add?product=${created.productId}`);
  await expect(main.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await next();
  await expect(main.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
    'src',
    new RegExp(`${first}-thumb\\.jpg$`),
  );
  await main.locator('input[type=file]').setInputFiles(PHOTO);
  await expect(main.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await next();
  await main.getByRole('button', { name: `Move photo 2 of ${name} up` }).click();
  await expect(main.getByRole('button', { name: `Move photo 1 of ${name} up` })).toBeDisabled();
  await next();
  const edited = await saveAndRead(page);
  expect(edited.imageIds).toHaveLength(2);
  expect(edited.imageIds[1]).toBe(first);
  const added = edited.imageIds[0] ?? '';

  // The shopper's product page opens on the new photo, WebP where the browser takes it.
  await page.goto(`/products/details/${created.storeId}/${created.productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const gallery = page.getByRole('region', { name: 'Product photos' });
  const photo = gallery.getByRole('img', { name: `${name}, photo 1 of 2` });
  await expect(photo).toHaveAttribute('src', new RegExp(`${added}-full\\.jpg$`));
  await expect(gallery.locator('source[type="image/webp"]').first()).toHaveAttribute(
    'srcset',
    new RegExp(`${added}-card\\.webp 480w, .*${added}-full\\.webp 1200w`),
  );
});
