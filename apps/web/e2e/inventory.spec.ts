import { expect, test, type APIRequestContext } from './support/test';
import { ownerOpens } from './support/back-office';
import { foodStoreNamed } from './support/demo-stores';
import { json, type ApiProduct } from './support/demo-catalog';

const STORE_NAME = 'Boat Basin Tikka Corner';

async function storeProducts(request: APIRequestContext) {
  const store = await foodStoreNamed(request, STORE_NAME);
  const list = async () =>
    (
      await json<{ products: ApiProduct[] }>(
        request,
        `/api/v1/products?organization_query_id=${store.query_id}&per_page=50`,
      )
    ).products;
  return { store, list };
}

test('inventory: the owner finds a product, changes its stock with an undo, and hides it from shoppers and back', async ({
  page,
  request,
  isMobile,
}) => {
  const { list } = await storeProducts(request);
  // The two projects run at once: each takes its own product, from the end of the list that
  // the shopper journeys do not reach for.
  const limited = (await list()).filter((product) => !product.unlimited);
  const product = limited.at(isMobile ? -2 : -1);
  if (!product) throw new Error(`${STORE_NAME} has too few products with counted stock`);
  const before = product.product_available_quantity;
  const next = before === 7 ? 8 : 7;
  const stockIn = async () =>
    (await list()).find((listed) => listed.query_id === product.query_id)
      ?.product_available_quantity;

  await ownerOpens(page, '/inventory-mgmt', STORE_NAME, isMobile);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Inventory' })).toBeVisible();

  // Server-side search narrows the list to the product.
  await main.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
  await expect(page).toHaveURL(/query=/);
  const stock = main.getByLabel(`Stock of ${product.name}`, { exact: true });
  await expect(stock).toHaveValue(String(before));

  // Enter saves; shoppers see the new count at once; Undo puts the old one back.
  await stock.fill(String(next));
  await stock.press('Enter');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect.poll(stockIn).toBe(next);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone', { exact: true })).toBeVisible();
  await expect(stock).toHaveValue(String(before));
  await expect.poll(stockIn).toBe(before);

  // Hidden products leave the shopper's store; shown again, they come back.
  const shown = main.getByLabel(`Show ${product.name} to shoppers`, { exact: true });
  await expect(shown).toBeChecked();
  await shown.click();
  await expect(shown).not.toBeChecked();
  await expect.poll(stockIn).toBeUndefined();
  await shown.click();
  await expect(shown).toBeChecked();
  await expect.poll(stockIn).toBe(before);
});
