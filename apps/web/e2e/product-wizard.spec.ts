import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { ownerOpens } from './support/back-office';

const STORE_NAME = 'Boat Basin Tikka Corner';
const PHOTO = fileURLToPath(new URL('./fixtures/seekh-kabab.jpg', import.meta.url));

test('product wizard: the owner adds a product with a photo, and a shopper finds it in search with that photo', async ({
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
  await shopperContext.close();
});
