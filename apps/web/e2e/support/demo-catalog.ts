import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A product as the catalog API lists it: what the journeys pick and price by. */
export interface ApiProduct {
  query_id: string;
  name: string;
  cost: number;
  cost_after_discount: number;
  product_available_quantity: number;
  unlimited: boolean;
  unlimited_out_of_stock: boolean;
  promotion: { promotion_amount: number } | null;
}

/** GETs an API answer and fails the journey on anything but 2xx. */
export async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.ok(), url).toBeTruthy();
  return (await answer.json()) as T;
}

/** Plenty in stock, so a line of 2 is never flagged by a parallel journey. */
export const orderable = (product: ApiProduct) =>
  product.unlimited ? !product.unlimited_out_of_stock : product.product_available_quantity >= 5;

/** What one unit costs in the cart (SPEC §9), in rupees. */
export const unitPrice = (product: ApiProduct) =>
  (product.promotion?.promotion_amount ?? 0) > 0 ? product.cost_after_discount : product.cost;

/** Adds one of the product from its details page and waits for the notice. */
export async function addToCart(page: Page, store: { query_id: string }, product: ApiProduct) {
  await page.goto(`/products/details/${store.query_id}/${product.query_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`1 × ${product.name} added to your cart`)).toBeVisible();
}
