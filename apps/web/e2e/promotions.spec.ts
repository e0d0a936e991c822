import { expect, test, type APIRequestContext } from './support/test';
import { ownerOpens } from './support/back-office';
import { foodStoreNamed } from './support/demo-stores';
import { addHomeAddress, openCheckout } from './support/checkout-steps';
import { addToCart, json, orderable, type ApiProduct } from './support/demo-catalog';

// The owner's store that delivers to the journeys' Clifton address (Boat Basin, 6 km).
const STORE_NAME = 'Boat Basin Tikka Corner';
const AMOUNT_OFF = 10;

const rupees = (amount: number) =>
  `Rs ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function storeAndProducts(request: APIRequestContext) {
  const store = await foodStoreNamed(request, STORE_NAME);
  const { products } = await json<{ products: ApiProduct[] }>(
    request,
    `/api/v1/products?organization_query_id=${store.query_id}&per_page=50`,
  );
  // Without a promotion of their own, dearest first: two of them reach the minimum order.
  const usable = products
    .filter((product) => orderable(product) && !product.promotion)
    .sort((a, b) => b.cost - a.cost);
  return { store, usable };
}

test('promotions: the owner adds a store voucher and a product discount; the shopper sees the struck price and the voucher applies at checkout', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const { store, usable } = await storeAndProducts(request);
  // The two projects run at once: each discounts a product and makes a code of its own.
  const [discounted, other] = isMobile ? [usable[1], usable[2]] : [usable[0], usable[3]];
  if (!discounted || !other) throw new Error(`${STORE_NAME} has too few products to order`);
  const code = `E2E${isMobile ? 'M' : 'D'}${Date.now().toString(36).toUpperCase().slice(-6)}`;

  // Vouchers: a new 10% code for any order.
  await ownerOpens(page, '/promotions', STORE_NAME, isMobile);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await main.getByRole('button', { name: 'New voucher' }).first().click();
  const voucherDialog = page.getByRole('dialog', { name: 'New voucher' });
  await voucherDialog.getByLabel(/^Code/).fill(code);
  await voucherDialog.getByLabel(/^Percent off/).fill('10');
  await expect(voucherDialog).toContainText('Your store bears the cost of this voucher');
  await voucherDialog.getByRole('button', { name: 'Create voucher' }).click();
  await expect(voucherDialog).toBeHidden();
  const card = main.getByRole('listitem', { name: code });
  await expect(card).toContainText('10% off');
  await expect(card).toContainText('Active');

  // Product discounts: Rs 10 off one product, from now on.
  await main.getByRole('tab', { name: 'Product discounts' }).click();
  await expect(page).toHaveURL(/tab=discounts/);
  await main.getByRole('button', { name: 'Add discount' }).first().click();
  const discountDialog = page.getByRole('dialog', { name: 'Add discount' });
  await discountDialog.getByRole('combobox', { name: /^Product/ }).fill(discounted.name);
  // The option reads "name Rs price": anchored, so "Zinger Burger Meal" is not "Mighty Zinger…".
  const optionName = new RegExp(`^${discounted.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*Rs`);
  await page.getByRole('option', { name: optionName }).click();
  await discountDialog.getByLabel(/^Amount off/).fill(String(AMOUNT_OFF));
  await expect(discountDialog).toContainText(
    `${rupees(discounted.cost)} → ${rupees(discounted.cost - AMOUNT_OFF)}`,
  );
  await discountDialog.getByRole('button', { name: 'Save' }).click();
  await expect(discountDialog).toBeHidden();
  await expect(page.getByText(`Discount on ${discounted.name} saved.`)).toBeVisible();

  // The shopper's product page: the regular price struck through beside the promoted one.
  await addToCart(page, store, discounted);
  const details = page.getByRole('main');
  await expect(details.locator('s', { hasText: rupees(discounted.cost) }).first()).toBeVisible();
  await expect(details.getByText(rupees(discounted.cost - AMOUNT_OFF)).first()).toBeVisible();
  await addToCart(page, store, other);
  await addHomeAddress(page);

  // Checkout: the store's code applies.
  const checkout = await openCheckout(page, store);
  await checkout.getByRole('button', { name: 'Add Voucher' }).click();
  const addVoucher = page.getByRole('dialog', { name: 'Add Voucher' });
  await addVoucher.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await addVoucher.getByRole('button', { name: 'Add Voucher' }).click();
  await expect(checkout.getByText('Voucher Applied')).toBeVisible();
  await expect(checkout.getByText(/Discount applied PKR [\d,]+\.\d{2}/)).toBeVisible();

  // The owner takes the discount off again (the demo catalog stays as other journeys expect).
  await page.keyboard.press('Escape');
  await page.goto('/promotions?tab=discounts');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Remove the discount on ${discounted.name}` })
    .click();
  await expect(page.getByText(`Discount on ${discounted.name} removed.`)).toBeVisible();
});
