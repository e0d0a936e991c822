import { expect, test } from './support/test';
import { readFile } from 'node:fs/promises';
import { addHomeAddress, deliveryPlace, openCheckout, pickStore } from './support/checkout-steps';
import { addToCart } from './support/demo-catalog';
import { freshMobileNumber, maskedNumber, nextCode } from './support/outbox';

test('checkout: a guest verifies, applies FREE15FIRST, tips 50, places the order and downloads the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const place = await deliveryPlace(request);
  const { store, products } = await pickStore(request, place);
  const number = freshMobileNumber();

  // A guest (signed in automatically) adds two items from one store.
  await addToCart(page, store, products[0]);
  await addToCart(page, store, products[1]);
  await addHomeAddress(page);

  // Cart → Proceed to Checkout → the 'Place Your Order' dialog.
  const checkout = await openCheckout(page, store);

  // Guests verify first: the code comes from the dev outbox.
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout.getByText('Kindly verify account to place order.')).toBeVisible();
  await checkout.getByRole('textbox', { name: 'Contact phone' }).fill(maskedNumber(number));
  const guest = checkout.getByRole('region', { name: 'Verify your account' });
  await guest.getByRole('textbox', { name: 'Your name' }).fill('Sana Guest');
  await guest.getByLabel('Password', { exact: true }).fill('sana12');
  await guest.getByRole('button', { name: 'Verify Account' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Enter verification code' });
  await expect(codeDialog).toBeVisible();
  const code = await nextCode(request, number);
  await expect(codeDialog.getByTestId('demo-code-notice')).toContainText(code);
  await codeDialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(guest.getByText('Account verified')).toBeVisible();

  // Voucher and tip.
  await checkout.getByRole('button', { name: 'Add Voucher' }).click();
  const voucherDialog = page.getByRole('dialog', { name: 'Add Voucher' });
  await voucherDialog.getByRole('textbox', { name: 'Voucher code' }).fill('FREE15FIRST');
  await voucherDialog.getByRole('button', { name: 'Add Voucher' }).click();
  await expect(checkout.getByText('Voucher Applied')).toBeVisible();
  await expect(checkout.getByText(/Discount applied PKR [\d,]+\.\d{2}/)).toBeVisible();
  await checkout.getByRole('button', { name: 'Tip Rs 50' }).click();
  await expect(checkout.locator('[data-bill-row="tip"]')).toHaveText('Rs 50.00');

  // Place the order.
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(placed).toBeVisible({ timeout: 20_000 });
  await expect(placed.getByTestId('order-number')).toHaveText(/\S+/);

  // The receipt downloads as invoice-receipt-{YYYY-MM-DD}.pdf.
  const downloading = page.waitForEvent('download');
  await placed.getByRole('button', { name: 'Download Receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice-receipt-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await download.path();
  const head = (await readFile(file)).subarray(0, 4).toString('latin1');
  expect(head).toBe('%PDF');
});
