// The shopper's pages for the Lighthouse bench: the store listing, a store, a product and the
// cart with items in it. The cart is measured in a browser profile that already holds the items,
// as a shopper arrives at it: the profile is filled first with a real browser.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const STORE = 'Karachi Biryani House';
const CART_ITEMS = 2;

async function json(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

async function storeAndProducts(baseUrl) {
  const { companies } = await json(
    `${baseUrl}/api/v1/companies?industry_id=1&page=1&page_size=100`,
  );
  const store = companies.find((company) => company.name === STORE);
  if (!store) throw new Error(`${STORE} is not among the demo food stores`);
  const { products } = await json(
    `${baseUrl}/api/v1/products?organization_query_id=${store.query_id}&page=1&per_page=25`,
  );
  const inStock = products.filter((product) =>
    product.unlimited ? !product.unlimited_out_of_stock : product.product_available_quantity >= 5,
  );
  return { store, products: inStock.slice(0, CART_ITEMS) };
}

/** A Chromium profile whose cart holds `products`, added from their pages as a shopper would. */
async function profileWithCart(baseUrl, store, products) {
  const profile = mkdtempSync(join(tmpdir(), 'sauda-lighthouse-cart-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const product of products) {
      await page.goto(`${baseUrl}/products/details/${store.query_id}/${product.query_id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText(`1 × ${product.name} added to your cart`).waitFor();
    }
  } finally {
    await context.close();
  }
  return profile;
}

/** [{ name, path, target: 'shopper', profile? }] */
export async function shopperLighthousePages(baseUrl) {
  const { store, products } = await storeAndProducts(baseUrl);
  const [product] = products;
  return [
    { name: 'Store listing', path: '/products', target: 'shopper' },
    { name: 'Store page', path: `/products/store/${store.query_id}`, target: 'shopper' },
    {
      name: 'Product details',
      path: `/products/details/${store.query_id}/${product.query_id}`,
      target: 'shopper',
    },
    {
      name: `Cart (${products.length} items)`,
      path: '/checkout/cart-summary',
      target: 'shopper',
      profile: await profileWithCart(baseUrl, store, products),
    },
  ];
}
