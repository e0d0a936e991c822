import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../api/testing/fetch-stub';
import { resetAuthForTest } from '../../auth/testing/reset-auth';
import { sentJson } from '../../auth/testing/sent-body';
import { serveRoutes, type Routes } from '../../../api/testing/serve-routes';
import { cartWithTwoStores, shopper } from '../testing/checkout-fixtures';
import { makeInvoice, placedInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { billAmount, renderCheckout } from '../testing/render-checkout';

beforeEach(resetAuthForTest);
afterEach(resetAuthForTest);

const VOUCHER = { id: 4, code: 'FREE15FIRST', name: 'First order', discount_amount: 135 };
const withVoucher = makeInvoice({ voucher: VOUCHER, voucher_discount: 135, total_amount: 790 });

const routes = (extra: Routes = {}): Routes => ({
  'POST invoices': () => jsonResponse({ invoice: makeInvoice() }, 201),
  'GET users/usr_7/vouchers': () =>
    jsonResponse({
      available_vouchers: [
        {
          code: 'FREE15FIRST',
          name: 'First order',
          description: null,
          expires_at: null,
          summary: '15% off, up to Rs 300',
          min_order: 0,
        },
      ],
    }),
  'PUT invoices/inv_1/validate_voucher': () => jsonResponse({ invoice: withVoucher }),
  ...extra,
});

async function openVoucherDialog(routesToServe: Routes) {
  const server = serveRoutes(routesToServe);
  const view = await renderCheckout(await cartWithTwoStores(), shopper());
  const checkout = await screen.findByRole('dialog', { name: 'Place Your Order' });
  await view.user.click(within(checkout).getByRole('button', { name: 'Add Voucher' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Voucher' });
  return { ...view, server, checkout, dialog };
}

// Whole journeys through the dialog: typing takes a while on a busy machine.
describe('voucher section', { timeout: 20_000 }, () => {
  it('keeps Add Voucher disabled while the code is empty', async () => {
    const { dialog, user } = await openVoucherDialog(routes());
    const add = within(dialog).getByRole('button', { name: 'Add Voucher' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), ' -');
    expect(within(dialog).getByRole('textbox', { name: 'Voucher code' })).toHaveValue('');
    expect(add).toBeDisabled();
  });

  it("applies a tapped voucher: 'Voucher Applied', 'Discount applied PKR 135.00' and the bill", async () => {
    const { dialog, checkout, server, user } = await openVoucherDialog(routes());
    await user.click(await within(dialog).findByRole('button', { name: /FREE15FIRST/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Voucher code' })).toHaveValue(
      'FREE15FIRST',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    expect(await within(checkout).findByText('Voucher Applied')).toBeInTheDocument();
    expect(within(checkout).getByText(/Discount applied PKR 135\.00/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Voucher' })).toBeNull();
    const call = server.calls.find((entry) => entry.url.includes('validate_voucher'));
    expect(sentJson(call?.init)).toEqual({ invoice: { voucher_code: 'FREE15FIRST' } });
    expect(billAmount('voucherDiscount')).toBe('- Rs 135.00');
    expect(billAmount('total')).toBe('Rs 790.00');
  });

  it('shows the server message in red under the field; editing the code clears it', async () => {
    const { dialog, user } = await openVoucherDialog(
      routes({
        'PUT invoices/inv_1/validate_voucher': () =>
          jsonResponse(
            { error: { code: 'voucher_invalid', message: 'This voucher code does not exist' } },
            400,
          ),
      }),
    );
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'NOPE1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This voucher code does not exist',
    );
    await user.type(field, '2');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('the cross removes the voucher, and the order is placed without it', async () => {
    const { dialog, checkout, server, user } = await openVoucherDialog(
      routes({
        'PUT invoices/inv_1/place_order': () => jsonResponse({ invoice: placedInvoice() }),
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), 'FREE15FIRST');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    await user.click(await within(checkout).findByRole('button', { name: 'Remove voucher' }));
    expect(within(checkout).queryByText('Voucher Applied')).toBeNull();
    expect(within(checkout).getByRole('button', { name: 'Add Voucher' })).toBeInTheDocument();
    expect(billAmount('voucherDiscount')).toBe('Rs 0.00');
    await user.click(within(checkout).getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Order Placed' });
    const call = server.calls.find((entry) => entry.url.includes('place_order'));
    expect(sentJson(call?.init)).toMatchObject({ invoice: { voucher_id: null } });
  });

  it('sends the applied voucher id when placing', async () => {
    const { dialog, checkout, server, user } = await openVoucherDialog(
      routes({
        'PUT invoices/inv_1/place_order': () => jsonResponse({ invoice: placedInvoice() }),
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), 'FREE15FIRST');
    await user.click(within(dialog).getByRole('button', { name: 'Add Voucher' }));
    await within(checkout).findByText('Voucher Applied');
    await user.click(within(checkout).getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Order Placed' });
    const call = server.calls.find((entry) => entry.url.includes('place_order'));
    expect(sentJson(call?.init)).toMatchObject({ invoice: { voucher_id: 4 } });
  });
});
