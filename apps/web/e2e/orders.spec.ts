import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { addHomeAddress, deliveryPlace, openCheckout, pickStore } from './support/checkout-steps';
import { addToCart } from './support/demo-catalog';
import {
  availableQuantity,
  findActiveOrder,
  moveOrder,
  readOrder,
  sessionToken,
} from './support/orders-api';
import { signInAsNewShopper } from './support/shopper-login';

const KARACHI_TIME = /\d{2}:\d{2}/;

/**
 * Each journey of each project takes a store of its own (the checkout journey takes the first),
 * so the stock one journey compares is never taken by another running beside it.
 */
function storeSlot(testInfo: TestInfo, journey: number): number {
  return 1 + journey * 2 + (testInfo.project.name === 'mobile' ? 1 : 0);
}

/** Signs a new shopper in, adds Home, fills the cart from one store and places the order. */
async function placeOrder(page: Page, request: Parameters<typeof pickStore>[0], slot: number) {
  const place = await deliveryPlace(request);
  const pick = await pickStore(request, place, slot);
  await signInAsNewShopper(page, request, 'Live Shopper');
  await addHomeAddress(page);
  await addToCart(page, pick.store, pick.products[0]);
  await addToCart(page, pick.store, pick.products[1]);
  const checkout = await openCheckout(page, pick.store);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible({ timeout: 20_000 });
  const orderNumber = (await placed.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).not.toBe('');
  return { pick, placed, orderNumber };
}

/**
 * Resolves once the history's live stream is answered: the server subscribes before it answers,
 * so a change made after this reaches the page.
 */
function liveStreamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().includes('/api/v1/users/orders/events'));
}

/** The history's tab panel of `tab`, after choosing the tab. */
async function showTab(page: Page, tab: 'Active' | 'Past' | 'Cancelled'): Promise<Locator> {
  const main = page.getByRole('main');
  const button = main.getByRole('tab', { name: new RegExp(`^${tab}`) });
  await button.click();
  await expect(button).toHaveAttribute('aria-selected', 'true');
  return main.getByRole('tabpanel');
}

function orderCard(scope: Locator, orderNumber: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`Order ${orderNumber}\\b`) });
}

/** The timeline step of `label`: current, and with the time it was reached. */
async function expectCurrentStep(detail: Locator, label: string) {
  const timeline = detail.getByRole('list', { name: 'Order progress' });
  const step = timeline.getByRole('listitem').filter({ hasText: label });
  await expect(step).toHaveAttribute('aria-current', 'step');
  await expect(step).toContainText(KARACHI_TIME);
  await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1);
}

/** The toast that announces a status change of this order. */
function statusToast(page: Page, orderNumber: string, label: string): Locator {
  return page.getByRole('status').filter({ hasText: `Order ${orderNumber} is now ${label}` });
}

test('orders: the Order Detail follows the store live from pending to delivered, then it is under Past', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { placed, orderNumber } = await placeOrder(page, request, storeSlot(testInfo, 0));

  // Track Order → the history, Active tab: the new order, pending.
  const live = liveStreamOpened(page);
  await placed.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/order\/history/);
  const active = await showTab(page, 'Active');
  const card = orderCard(active, orderNumber);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Order Pending');

  await card.click();
  const detail = page.getByRole('dialog', { name: 'Order Detail' });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(orderNumber);
  await expectCurrentStep(detail, 'Order Pending');
  const shownCode = (await detail.getByRole('region', { name: 'Handover code' }).innerText()).match(
    /\b\d{4}\b/,
  )?.[0];

  // The store moves the order; the open popup follows without a reload.
  const token = await sessionToken(page);
  const order = await findActiveOrder(request, token, orderNumber);
  const { handover_code: handoverCode } = await readOrder(request, token, order.query_id);
  expect(handoverCode).toMatch(/^\d{4}$/);
  expect(shownCode).toBe(handoverCode);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await live;

  for (const [status, label] of [
    ['order_confirmed', 'Order Confirmed'],
    ['order_dispatched', 'Order Dispatched'],
  ] as const) {
    await moveOrder(request, order.query_id, status);
    await expect(statusToast(page, orderNumber, label)).toBeVisible();
    await expectCurrentStep(detail, label);
  }
  await moveOrder(request, order.query_id, 'order_delivered', handoverCode ?? undefined);
  await expect(statusToast(page, orderNumber, 'Order Delivered')).toBeVisible();
  await expectCurrentStep(detail, 'Order Delivered');
  for (const label of ['Order Pending', 'Order Confirmed', 'Order Dispatched']) {
    await expect(
      detail.getByRole('listitem').filter({ hasText: label }),
      `${label} keeps its time`,
    ).toContainText(KARACHI_TIME);
  }
  await expect(detail.getByRole('region', { name: 'Handover code' })).toHaveCount(0);
  expect(loads, 'no reload').toBe(0);

  // Delivered: under Past, no longer Active.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(orderCard(page.getByRole('main'), orderNumber)).toHaveCount(0);
  const past = await showTab(page, 'Past');
  await expect(orderCard(past, orderNumber)).toContainText('Order Delivered');
});

test('orders: the shopper cancels a pending order from the popup; it is under Cancelled and its stock is back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const place = await deliveryPlace(request);
  const { products } = await pickStore(request, place, storeSlot(testInfo, 1));
  const before = await Promise.all(
    products.map((product) => availableQuantity(request, product.query_id)),
  );

  const { placed, orderNumber } = await placeOrder(page, request, storeSlot(testInfo, 1));
  const limited = products.filter((product) => !product.unlimited);
  expect(limited.length, 'a product whose stock is counted').toBeGreaterThan(0);
  for (const product of limited) {
    const index = products.indexOf(product);
    await expect
      .poll(() => availableQuantity(request, product.query_id), { message: 'stock taken' })
      .toBe(before[index]! - 1);
  }

  const live = liveStreamOpened(page);
  await placed.getByRole('button', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/order\/history/);
  const active = await showTab(page, 'Active');
  await orderCard(active, orderNumber).click();
  await live;
  const detail = page.getByRole('dialog', { name: 'Order Detail' });
  await expectCurrentStep(detail, 'Order Pending');

  await detail.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText(orderNumber);
  await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(confirm).toBeHidden();
  await expect(statusToast(page, orderNumber, 'Cancelled')).toBeVisible();
  await expectCurrentStep(detail, 'Cancelled');
  await expect(detail).toContainText('Cancelled by you');
  await expect(detail.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(orderCard(page.getByRole('main'), orderNumber)).toHaveCount(0);
  const cancelled = await showTab(page, 'Cancelled');
  await expect(orderCard(cancelled, orderNumber)).toContainText('Cancelled');

  // The units taken at placing are back in the catalog.
  for (const [index, product] of products.entries()) {
    await expect
      .poll(() => availableQuantity(request, product.query_id), { message: 'stock returned' })
      .toBe(before[index]);
  }
});
