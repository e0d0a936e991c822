// Orders of one demo shopper, placed through the real checkout, and how fast a status change
// reaches every open stream of the shopper (GET users/orders/events). The shopper's steps
// (sign in, the Clifton flat, an order's line, placing it) serve the back office bench too.
import { performance } from 'node:perf_hooks';
import { clearTimeout, setTimeout } from 'node:timers';
import { percentile, round1 } from './load.mjs';
import { openEventStream } from './sse-reader.mjs';

/** Ayesha Khan, the retail demo account (README "Demo accounts"). */
const SHOPPER = { mobileNumber: '+923001234567', pin: '123456' };

/** A Clifton flat: inside the delivery radius of several Karachi demo stores. */
export const CLIFTON_FLAT = {
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

/** The history tab the throughput table loads: page 1 (24 order summaries). */
export const ACTIVE_ORDERS_PATH = '/api/v1/users/orders?order_type=active';

/** Issue 23's shopper: 200 orders, nine pages of the active tab. */
export const ORDERS_TO_PLACE = 200;

/** How long one status change may take to reach every stream before the run fails. */
const EVENT_TIMEOUT_MS = 10_000;

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

/** The demo shopper signed in, with the cash channel its orders are paid through. */
export async function signInShopper(baseUrl) {
  const { user, token } = await signIn(baseUrl, SHOPPER);
  const channel = user.channels.find((candidate) => candidate.type === 'cash');
  if (!channel) throw new Error('the demo shopper has no cash payment channel');
  return { token, name: user.full_name, channelQueryId: channel.query_id };
}

/** What one unit costs in the cart, in rupees. */
const unitPrice = (product) =>
  (product.promotion?.promotion_amount ?? 0) > 0 ? product.cost_after_discount : product.cost;

/**
 * The line of one order at the store: units of its dearest product that reach its minimum,
 * with stock for `orders` orders; null when no product has.
 */
export async function orderLine(baseUrl, store, orders) {
  const { products } = await callApi(
    baseUrl,
    'GET',
    `products?organization_query_id=${store.query_id}&per_page=50`,
  );
  for (const product of [...products].sort((a, b) => unitPrice(b) - unitPrice(a))) {
    const quantity = Math.max(1, Math.ceil(store.minimum_order / unitPrice(product)));
    const stock = product.unlimited
      ? !product.unlimited_out_of_stock
      : product.product_available_quantity >= quantity * orders;
    if (stock) return { product_query_id: product.query_id, quantity };
  }
  return null;
}

/**
 * A store that delivers to the address with a product in stock for every order: an open one
 * when there is one (orders for as soon as possible), else a closed one (orders for a slot).
 */
async function pickStore(baseUrl, address, orders) {
  const { industry_types: industries } = await callApi(baseUrl, 'GET', 'industries');
  let closed = null;
  for (const industry of industries) {
    const { companies } = await callApi(
      baseUrl,
      'GET',
      `companies?industry_id=${industry.id}&lat=${address.lat}&long=${address.long}`,
    );
    for (const store of companies.filter((company) => company.delivers_to_location)) {
      const line = await orderLine(baseUrl, store, orders);
      if (!line) continue;
      if (store.is_open) return { store, line };
      closed ??= { store, line };
    }
  }
  if (!closed) throw new Error('no demo store delivers to the Clifton address');
  return closed;
}

/** The shopper's open invoice for its line at its store: the checkout's first call. */
export async function createCheckoutInvoice(baseUrl, shopper) {
  const { token, store, line } = shopper;
  const { invoice } = await callApi(baseUrl, 'POST', 'invoices', {
    token,
    body: { invoice: { organization_query_id: store.query_id, invoice_items_attributes: [line] } },
  });
  if (!store.is_open && !invoice.delivery_slots[0]) {
    throw new Error(`${store.name} is closed and offers no slot`);
  }
  return invoice;
}

/**
 * Places the shopper's invoice as a cash order to its saved address, for as soon as possible
 * or the first slot while the store is closed. Answers the order and when the placement was
 * sent and answered (performance.now()).
 */
export async function placeInvoice(baseUrl, shopper, invoice) {
  const { token, store } = shopper;
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
        delivery_time: store.is_open ? 'asap' : invoice.delivery_slots[0].starts_at,
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

/**
 * One cash order of the shopper (token, name, channel, saved address, store and line) through
 * the checkout: its invoice, then the placement.
 */
export async function placeOrder(baseUrl, shopper) {
  return placeInvoice(baseUrl, shopper, await createCheckoutInvoice(baseUrl, shopper));
}

/**
 * Signs in the demo shopper, saves a Clifton address and places 200 cash orders (one after
 * another) at a store delivering there. Answers the token, its Authorization header and the
 * order ids, newest last.
 */
export async function setUpShopperOrders(baseUrl, orders = ORDERS_TO_PLACE) {
  const { token, name, channelQueryId } = await signInShopper(baseUrl);
  const { address } = await callApi(baseUrl, 'POST', 'users/create_address', {
    token,
    body: { address: CLIFTON_FLAT },
  });
  const { store, line } = await pickStore(baseUrl, CLIFTON_FLAT, orders);
  const shopper = { token, name, channelQueryId, addressId: address.id, store, line };
  const orderIds = [];
  for (let index = 0; index < orders; index += 1) {
    orderIds.push((await placeOrder(baseUrl, shopper)).orderQueryId);
  }
  return {
    token,
    headers: { authorization: `Bearer ${token}` },
    orderIds,
    store: store.name,
  };
}

/** Journeys the store takes orders on, in turn: to the door (3 changes), or cancelled (1). */
const JOURNEYS = [['order_confirmed', 'order_dispatched', 'order_delivered'], ['cancelled']];

/** `count` status changes over the orders, each journey on an order of its own. */
export function statusChanges(orderIds, count) {
  const changes = [];
  for (let index = 0; changes.length < count; index += 1) {
    const orderId = orderIds[index];
    if (!orderId) throw new Error(`${orderIds.length} orders are too few for ${count} changes`);
    for (const status of JOURNEYS[index % JOURNEYS.length]) {
      if (changes.length < count) changes.push({ orderId, status });
    }
  }
  return changes;
}

/** Waits for `count` arrivals of each expected event and answers the time of the last one. */
function createArrivals() {
  const waiting = new Map();
  return {
    expect(key, count) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          reject(new Error(`${key}: not on every stream within ${EVENT_TIMEOUT_MS} ms`));
        }, EVENT_TIMEOUT_MS);
        waiting.set(key, { left: count, resolve, timer });
      });
    },
    arrived(key, at) {
      const entry = waiting.get(key);
      if (!entry) return;
      entry.left -= 1;
      if (entry.left > 0) return;
      clearTimeout(entry.timer);
      waiting.delete(key);
      entry.resolve(at);
    },
  };
}

const eventKey = (orderId, status) => `${orderId} → ${status}`;

/** Moves one order with the demo console; answers the ms until every stream had the event. */
async function timeChange(baseUrl, shopper, arrivals, streams, { orderId, status }) {
  const handoverCode =
    status === 'order_delivered'
      ? (await callApi(baseUrl, 'GET', `users/orders/${orderId}`, { token: shopper.token })).order
          .handover_code
      : undefined;
  const allArrived = arrivals.expect(eventKey(orderId, status), streams);
  const started = performance.now();
  await callApi(baseUrl, 'POST', `dev/orders/${orderId}/status`, {
    body: { status, ...(handoverCode ? { handover_code: handoverCode } : {}) },
  });
  return (await allArrived) - started;
}

/**
 * Opens `streams` event streams of the shopper, then makes `changes` status changes one after
 * another through the demo console; for each, the time from sending it until the event was on
 * every stream. Answers p50, p95 and max in ms.
 */
export async function measureLiveOrderUpdates(
  baseUrl,
  shopper,
  { streams = 50, changes = 40 } = {},
) {
  const arrivals = createArrivals();
  const onEvent = ({ event, data, at }) => {
    if (event === 'order_status') arrivals.arrived(eventKey(data.order_query_id, data.status), at);
  };
  const open = await Promise.all(
    Array.from({ length: streams }, () =>
      openEventStream(`${baseUrl}/api/v1/users/orders/events`, {
        headers: shopper.headers,
        onEvent,
      }),
    ),
  );
  try {
    const times = [];
    for (const change of statusChanges(shopper.orderIds, changes)) {
      times.push(await timeChange(baseUrl, shopper, arrivals, streams, change));
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      streams,
      changes,
      p50: round1(percentile(sorted, 0.5)),
      p95: round1(percentile(sorted, 0.95)),
      max: round1(sorted.at(-1) ?? 0),
    };
  } finally {
    await Promise.all(open.map((stream) => stream.close()));
  }
}
