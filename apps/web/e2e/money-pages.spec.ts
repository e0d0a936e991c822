import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './support/test';
import { signUpThroughApi } from './support/accounts';
import { OWNER, ownerOpens } from './support/back-office';
import { json, orderable, unitPrice, type ApiProduct } from './support/demo-catalog';
import { foodStoreNamed } from './support/demo-stores';
import { freshMobileNumber } from './support/outbox';
import { readOrder } from './support/orders-api';

const STORE_NAME = 'Karachi Biryani House';
const PIN = '123456';
const LEDGER_HEADER =
  'order_query_id,short_order_id,status,date,settled_at,order_value,items_discount,voucher_store,voucher_platform,delivery_fee,service_fee,tip,commission,cash_collected,collected_by,net_due_to_store';
/** A Clifton flat inside the store's delivery radius. */
const CLIFTON_FLAT = {
  name: 'Sea View flat',
  building: 'Sea View Apartments',
  street: 'Khayaban-e-Saadi',
  floor: '2',
  room: 'Flat 4B',
  landmark: 'Near Dolmen Mall',
  lat: 24.8138,
  long: 67.03,
  district: 'Clifton Block 5',
};

async function send<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  data: unknown,
) {
  const answer = await request.fetch(`/api/v1/${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.ok(), `${method} ${url}: ${answer.status()} ${await answer.text()}`).toBeTruthy();
  return (await answer.json()) as T;
}

async function signIn(request: APIRequestContext, loginId: string) {
  const answer = await request.post('/api/v1/users/authenticate', {
    data: { login_id: loginId, password: PIN },
  });
  expect(answer.ok(), 'users/authenticate').toBeTruthy();
  return (
    (await answer.json()) as {
      user: {
        session_ktb_token: string;
        full_name: string;
        channels: Array<{ type: string; query_id: string }>;
      };
    }
  ).user;
}

/**
 * The demo data holds no settled order: a shopper of its own orders at the owner's store
 * through the API (one of its cheaper products, so the stock other journeys use stays), and
 * the owner takes it to the door through the back office API.
 */
async function deliveredOrderAtOwnersStore(request: APIRequestContext): Promise<string> {
  const number = freshMobileNumber();
  await signUpThroughApi(request, number, PIN, 'Money Pages Shopper');
  const shopper = await signIn(request, number);
  const token = shopper.session_ktb_token;
  const channel = shopper.channels.find((candidate) => candidate.type === 'cash');
  const store = await foodStoreNamed(request, STORE_NAME);
  const { products } = await json<{ products: ApiProduct[] }>(
    request,
    `/api/v1/products?organization_query_id=${store.query_id}&per_page=25`,
  );
  const product = products.filter(orderable).sort((a, b) => unitPrice(b) - unitPrice(a))[2];
  if (!product || !channel) throw new Error(`${STORE_NAME} has no product to order`);
  const { address } = await send<{ address: { id: number } }>(
    request,
    'POST',
    'users/create_address',
    token,
    { address: CLIFTON_FLAT },
  );
  const { invoice } = await send<{
    invoice: { query_id: string; delivery_slots: Array<{ starts_at: string }> };
  }>(request, 'POST', 'invoices', token, {
    invoice: {
      organization_query_id: store.query_id,
      invoice_items_attributes: [
        {
          product_query_id: product.query_id,
          quantity: Math.max(1, Math.ceil(store.minimum_order / unitPrice(product))),
        },
      ],
    },
  });
  const placed = await send<{ invoice: { order: { query_id: string } } }>(
    request,
    'PUT',
    `invoices/${invoice.query_id}/place_order`,
    token,
    {
      invoice: {
        voucher_id: null,
        checkout_type: 'delivery',
        invoice_note: null,
        invoice_tip: 0,
        address_id: address.id,
        recipient_name: shopper.full_name,
        recipient_phone_number: null,
        delivery_time: store.is_open ? 'asap' : invoice.delivery_slots[0]?.starts_at,
      },
      channel_query_id: channel.query_id,
    },
  );
  const orderId = placed.invoice.order.query_id;
  const order = await readOrder(request, token, orderId);

  const owner = await signIn(request, OWNER.masked.replace(/ /g, ''));
  const status = `merchant/stores/${store.query_id}/orders/${orderId}/status`;
  await send(request, 'POST', status, owner.session_ktb_token, {
    status: 'order_confirmed',
    prep_minutes: 20,
  });
  await send(request, 'POST', status, owner.session_ktb_token, { status: 'order_dispatched' });
  await send(request, 'POST', status, owner.session_ktb_token, {
    status: 'order_delivered',
    handover_code: order.handover_code,
  });
  if (!order.invoice.short_order_id) throw new Error('the delivered order has no number');
  return order.invoice.short_order_id;
}

test('money pages: the owner reconciles the ledger, downloads it and reads the P&L', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one journey on a desktop is enough: the phone layout has unit tests');
  test.setTimeout(120_000);
  const orderNumber = await deliveredOrderAtOwnersStore(request);

  await ownerOpens(page, '/transactions', STORE_NAME, isMobile);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const ledger = main.getByRole('table', { name: /^Orders delivered or cancelled/ });
  await expect(ledger.getByRole('row', { name: new RegExp(orderNumber) })).toContainText(
    'Delivered',
  );
  await expect(main.getByRole('region', { name: 'Daily cash close' })).toContainText(
    /Riders collected\s*\S*Rs [\d,]+\.\d\d/,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^transactions-.+-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/,
  );
  const file = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = file.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toBe(LEDGER_HEADER);
  expect(lines.some((line) => line.includes(`,${orderNumber},order_delivered,`))).toBe(true);

  await page
    .getByRole('navigation', { name: 'Back office navigation' })
    .getByRole('link', { name: 'Profit & Loss' })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: 'Profit & Loss' })).toBeVisible();
  const pnl = main.getByRole('table', { name: /^Profit and loss by day/ });
  await expect(pnl.getByRole('row').last()).toContainText(/^Total[1-9]/);
  await main.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(main.getByRole('table', { name: /^Profit and loss by month/ })).toBeVisible();
});
