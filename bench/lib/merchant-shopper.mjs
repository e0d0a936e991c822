// The people of the back office bench, through the API as the web calls it: the demo owner
// signs in; the demo shopper orders from the owner's store through the real checkout.
import { performance } from 'node:perf_hooks';

/** README "Demo accounts": Usman Ali owns the first Karachi store; Ayesha Khan shops. */
export const DEMO_OWNER = { mobileNumber: '+923021234567', pin: '123456' };
const DEMO_SHOPPER = { mobileNumber: '+923001234567', pin: '123456' };

/** A Clifton flat, inside the delivery radius of the Karachi demo stores. */
const CLIFTON_FLAT = {
  name: 'Bench flat',
  building: 'Sea View Apartments',
  street: 'Khayaban-e-Saadi',
  floor: '2',
  room: 'Flat 4B',
  landmark: 'Near Dolmen Mall',
  lat: 24.8138,
  long: 67.03,
  district: 'Clifton Block 5',
};

/** Sends JSON to the API and answers the parsed body; fails on anything but 2xx. */
export async function callApi(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return JSON.parse(text);
}

/** Signs in with number and PIN; answers the user, the token and its Authorization header. */
export async function signIn(baseUrl, { mobileNumber, pin }) {
  const { user } = await callApi(baseUrl, 'POST', 'users/authenticate', {
    body: { login_id: mobileNumber, password: pin },
  });
  const token = user.session_ktb_token;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

const unitPrice = (product) =>
  (product.promotion?.promotion_amount ?? 0) > 0 ? product.cost_after_discount : product.cost;

/** Units of the store's dearest product with stock for `orders` orders, reaching its minimum. */
async function orderLine(baseUrl, store, orders) {
  const { products } = await callApi(
    baseUrl,
    'GET',
    `products?organization_query_id=${store.query_id}&per_page=50`,
  );
  for (const product of [...products].sort((a, b) => unitPrice(b) - unitPrice(a))) {
    const quantity = Math.max(1, Math.ceil(store.minimum_order / unitPrice(product)));
    const inStock = product.unlimited
      ? !product.unlimited_out_of_stock
      : product.product_available_quantity >= quantity * orders;
    if (inStock) return { product_query_id: product.query_id, quantity };
  }
  throw new Error(`${store.name} has no product in stock for ${orders} orders`);
}

/**
 * The demo shopper, ready to order `orders` times from the store: signed in, with a saved
 * Clifton address and the line each order carries.
 */
export async function prepareShopper(baseUrl, storeQueryId, orders) {
  const { user, token } = await signIn(baseUrl, DEMO_SHOPPER);
  const channel = user.channels.find((candidate) => candidate.type === 'cash');
  if (!channel) throw new Error('the demo shopper has no cash payment channel');
  const { address } = await callApi(baseUrl, 'POST', 'users/create_address', {
    token,
    body: { address: CLIFTON_FLAT },
  });
  const { company: store } = await callApi(
    baseUrl,
    'GET',
    `companies/${storeQueryId}?lat=${CLIFTON_FLAT.lat}&long=${CLIFTON_FLAT.long}`,
  );
  const line = await orderLine(baseUrl, store, orders);
  return {
    token,
    name: user.full_name,
    channelQueryId: channel.query_id,
    addressId: address.id,
    store,
    line,
  };
}

/**
 * One cash order through the checkout (for as soon as possible, or the first slot while the
 * store is closed). Answers the invoice and order ids and when the placement was sent and
 * answered (performance.now()).
 */
export async function placeOrder(baseUrl, shopper) {
  const { token, store, line } = shopper;
  const { invoice } = await callApi(baseUrl, 'POST', 'invoices', {
    token,
    body: { invoice: { organization_query_id: store.query_id, invoice_items_attributes: [line] } },
  });
  const slot = invoice.delivery_slots[0];
  if (!store.is_open && !slot) throw new Error(`${store.name} is closed and offers no slot`);
  const sentAt = performance.now();
  const placed = await callApi(baseUrl, 'PUT', `invoices/${invoice.query_id}/place_order`, {
    token,
    body: {
      invoice: {
        voucher_id: null,
        checkout_type: 'delivery',
        invoice_note: null,
        invoice_tip: 0,
        address_id: shopper.addressId,
        recipient_name: shopper.name,
        recipient_phone_number: null,
        delivery_time: store.is_open ? 'asap' : slot.starts_at,
      },
      channel_query_id: shopper.channelQueryId,
    },
  });
  return {
    invoiceQueryId: invoice.query_id,
    orderQueryId: placed.invoice.order.query_id,
    sentAt,
    answeredAt: performance.now(),
  };
}
