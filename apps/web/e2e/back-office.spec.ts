import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { addHomeAddress, openCheckout } from './support/checkout-steps';
import { addToCart, json, orderable, unitPrice, type ApiProduct } from './support/demo-catalog';
import { signInAsNewShopper } from './support/shopper-login';
import { ownerOpens } from './support/back-office';
import { foodStoreNamed } from './support/demo-stores';

const STORE_NAME = 'Karachi Biryani House';

/**
 * Two products of the owner's store that reach its minimum order, passing over its two dearest:
 * those are what the shopper journeys take, and their stock must not move under them.
 */
async function ownersStoreOrder(request: APIRequestContext) {
  const store = await foodStoreNamed(request, STORE_NAME);
  const { products } = await json<{ products: ApiProduct[] }>(
    request,
    `/api/v1/products?organization_query_id=${store.query_id}&per_page=25`,
  );
  const usable = products.filter(orderable).sort((a, b) => unitPrice(b) - unitPrice(a));
  const pair = usable.slice(2).find((_, index, rest) => {
    const next = rest[index + 1];
    return next !== undefined && unitPrice(rest[index]!) + unitPrice(next) >= store.minimum_order;
  });
  const index = pair ? usable.indexOf(pair) : -1;
  const second = usable[index + 1];
  if (!pair || !second) throw new Error(`${STORE_NAME} has no pair of products to order`);
  return { store, products: [pair, second] as const };
}

/** The owner signs in on /orders-mgmt from the back office's own prompt and opens the store. */
async function ownerOpensQueue(page: Page, isMobile: boolean): Promise<Locator> {
  await ownerOpens(page, '/orders-mgmt', STORE_NAME, isMobile);
  await expect(page.getByText(`New orders for ${STORE_NAME} arrive here`)).toBeVisible();
  return page.getByRole('main');
}

function queueCard(queue: Locator, orderNumber: string): Locator {
  return queue.getByRole('button', { name: new RegExp(`Order ${orderNumber}\\b`) });
}

test('back office: a new order reaches the owner live; accepted, dispatched and delivered with the shopper’s code while the shopper follows', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const { store, products } = await ownersStoreOrder(request);
  const streamOpen = page.waitForResponse((answer) =>
    answer.url().includes(`/merchant/stores/${store.query_id}/events`),
  );
  const queue = await ownerOpensQueue(page, isMobile);
  await streamOpen;

  // A shopper in another browser places an order at the owner's store.
  const shopperContext = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile,
    hasTouch: isMobile,
  });
  const shopper = await shopperContext.newPage();
  await signInAsNewShopper(shopper, request, 'Back Office Shopper');
  await addHomeAddress(shopper);
  for (const product of products) await addToCart(shopper, store, product);
  const checkout = await openCheckout(shopper, store);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = shopper.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await placed.getByTestId('order-number').innerText()).trim();

  // It appears in the owner's queue without a reload, with the alert and the tab's count.
  const card = queueCard(queue, orderNumber);
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'New orders' })).toBeVisible();
  await expect(page).toHaveTitle(/^\(\d+\) /);

  // The shopper opens the order: its handover code is in the popup.
  await placed.getByRole('button', { name: 'Track Order' }).click();
  await shopper
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`Order ${orderNumber}\\b`) })
    .click();
  const detail = shopper.getByRole('dialog', { name: 'Order Detail' });
  const code = (await detail.getByRole('region', { name: 'Handover code' }).innerText()).match(
    /\b\d{4}\b/,
  )?.[0];
  expect(code).toMatch(/^\d{4}$/);

  // Accept with a preparation time: the shopper sees it live.
  await queue.getByRole('button', { name: `Accept order ${orderNumber}` }).click();
  const accept = page.getByRole('dialog', { name: `Accept order ${orderNumber}` });
  await accept.getByRole('textbox', { name: /Preparation time/ }).fill('20');
  await accept.getByRole('button', { name: 'Accept order' }).click();
  await expect(accept).toBeHidden();
  await expect(detail).toContainText(/ready in about \d+ min/i);
  await expect(detail).toContainText(/Arriving around \d{2}:\d{2}/);

  // Accepted orders leave New: the whole pipeline is under All active.
  await queue.getByRole('button', { name: /^All active/ }).click();

  await queue.getByRole('button', { name: `Mark order ${orderNumber} dispatched` }).click();
  await expect(
    detail.getByRole('listitem').filter({ hasText: 'Order Dispatched' }),
  ).toHaveAttribute('aria-current', 'step');

  // Delivered needs the code: a wrong one is refused, the shopper's one is taken.
  await queue.getByRole('button', { name: `Mark order ${orderNumber} delivered` }).click();
  const deliver = page.getByRole('dialog', { name: `Mark order ${orderNumber} delivered` });
  const codeField = deliver.getByRole('textbox', { name: 'Handover code' });
  await codeField.fill(code === '0000' ? '1111' : '0000');
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(deliver).toContainText('The handover code is not correct.');
  await codeField.fill(code!);
  await deliver.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(deliver).toBeHidden();
  await expect(detail.getByRole('listitem').filter({ hasText: 'Order Delivered' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await shopperContext.close();
});
