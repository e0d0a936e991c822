// The orders of the scaled marketplace: shoppers, and orders over the last `days` days, each a
// copy of one the demo shopper placed through the real checkout (its fees, address, channel)
// with a store, a shopper, a time, one to three lines of the store's own products and a status
// by age, with its status events. Stores follow a power law (the first store takes about one
// order in twenty, the last a few dozen), and so do shoppers, but for the demo shopper, who
// places one order in 5,000: her history is about 200 orders long.
import { insertOrders, insertStatusEvents, shortOrderIdSql } from './busy-store.mjs';

const FIRST_NAMES = ['Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Zainab', 'Usman', 'Maryam', 'Ali'];
const LAST_NAMES = ['Khan', 'Ahmed', 'Malik', 'Qureshi', 'Siddiqui', 'Butt', 'Chaudhry', 'Shah'];

/** The demo shopper's share of the orders: one in this many. */
const DEMO_SHOPPER_EVERY = 5000;

/** Shoppers numbered from 1, with a name and a number of their own. */
async function insertShoppers(client, count) {
  await client.query(
    `INSERT INTO users (full_name, mobile_number, status, is_guest)
     SELECT ($2::text[])[1 + n % 8] || ' ' || ($3::text[])[1 + n / 8 % 8],
            '+92341' || lpad(n::text, 7, '0'), 'active', false
     FROM generate_series(1, $1) n`,
    [count, FIRST_NAMES, LAST_NAMES],
  );
  await client.query(
    `CREATE TEMP TABLE scale_shopper AS
     SELECT row_number() OVER (ORDER BY id) AS k, id, full_name, mobile_number
     FROM users WHERE mobile_number LIKE '+92341%'`,
  );
  await client.query('CREATE UNIQUE INDEX ON scale_shopper (k)');
}

/** Order n: its id, time, store (by rank) and shopper, from two hashes of n. */
const planOrders = (client, { orders, days, stores, shoppers, demoShopperId }) =>
  client.query(
    `CREATE TEMP TABLE scale_order AS
     SELECT (SELECT max(id) FROM invoices) + g.n AS id, g.n,
            now() - (g.n::float8 / $1::bigint) * $2::float8 * interval '1 day' AS at,
            1 + floor($3::int * power(((g.n * 2654435761) % 4294967296)::float8 / 4294967296, 3))::int
              AS store_rank,
            CASE WHEN g.n % ${DEMO_SHOPPER_EVERY} = 0 THEN $5::int END AS demo_shopper_id,
            1 + floor($4::int * power(((g.n * 40503 + 7) % 1000003)::float8 / 1000003, 1.3))::int
              AS shopper_k
     FROM generate_series(1::bigint, $1::bigint) g(n)`,
    [orders, days, stores, shoppers, demoShopperId],
  );

/** The active products of every store, numbered from 0, and each store's count. */
async function numberShelves(client) {
  await client.query(
    `CREATE TEMP TABLE scale_shelf AS
     SELECT company_id, row_number() OVER (PARTITION BY company_id ORDER BY id) - 1 AS k, id,
            query_id, name, cost_paisa, cost_paisa - coalesce(promotion_amount_paisa, 0) AS price
     FROM products WHERE is_active`,
  );
  await client.query(
    `CREATE TEMP TABLE scale_shelf_size AS
     SELECT company_id, count(*) AS size FROM scale_shelf GROUP BY company_id`,
  );
  await client.query('CREATE INDEX ON scale_shelf (company_id, k)');
  await client.query('ANALYZE scale_shelf, scale_shelf_size');
}

/** One to three lines per order, of its store's products, one to three units each. */
async function planLines(client) {
  await client.query(
    `CREATE TEMP TABLE scale_line AS
     SELECT o.id AS invoice_id, p.id AS product_id, p.query_id, p.name, q.units, p.cost_paisa,
            p.price
     FROM scale_order o
     JOIN scale_store s ON s.rank = o.store_rank
     JOIN scale_shelf_size z ON z.company_id = s.company_id
     CROSS JOIN LATERAL generate_series(0, o.id % 3) line
     CROSS JOIN LATERAL (SELECT 1 + (o.id + line) % 3 AS units) q
     JOIN scale_shelf p ON p.company_id = s.company_id AND p.k = (o.id * 7 + line * 13) % z.size`,
  );
  await client.query(
    `CREATE TEMP TABLE scale_bill AS
     SELECT invoice_id, sum(price * units) AS sub, sum(cost_paisa * units) AS regular
     FROM scale_line GROUP BY invoice_id`,
  );
  await client.query('CREATE UNIQUE INDEX ON scale_bill (invoice_id)');
}

/** The placed invoices, copies of the template with their own store, shopper, time and bill. */
const insertInvoices = (client, template) =>
  client.query(
    `INSERT INTO invoices (id, user_id, company_id, status, checkout_type, short_order_id,
       sub_total_paisa, amount_without_discount_paisa, items_discount_paisa, delivery_fee_paisa,
       service_fee_paisa, payable_paisa, delivery_address, recipient_name,
       recipient_phone_number, delivery_time, channel_id, created_at, updated_at, placed_at)
     SELECT o.id, u.id, s.company_id, 'placed', t.checkout_type, ${shortOrderIdSql('o.n + 2000000')},
       b.sub, b.regular, b.regular - b.sub, t.delivery_fee_paisa, t.service_fee_paisa,
       b.sub + t.delivery_fee_paisa + t.service_fee_paisa, t.delivery_address, u.full_name,
       u.mobile_number, 'asap', t.channel_id, o.at, o.at, o.at
     FROM scale_order o
     JOIN scale_store s ON s.rank = o.store_rank
     JOIN scale_bill b ON b.invoice_id = o.id
     JOIN scale_shopper k ON k.k = o.shopper_k
     JOIN users u ON u.id = coalesce(o.demo_shopper_id, k.id)
     JOIN invoices t ON t.id = $1`,
    [template.id],
  );

const insertLines = (client) =>
  client.query(
    `INSERT INTO invoice_items (invoice_id, product_id, product_query_id, product_name, quantity,
       unit_cost_paisa, unit_cost_after_discount_paisa, amount_paisa, payable_paisa)
     SELECT invoice_id, product_id, query_id, name, units, cost_paisa, price, cost_paisa * units,
            price * units
     FROM scale_line`,
  );

/**
 * Writes `shoppers` shoppers and `orders` orders over `days` days across the stores
 * `seedScaleStores` ranked, copies of the invoice `template` ({ id }) placed through the
 * checkout. `step(name, work)` times each step; `bulk(table, load)` runs a table's load.
 */
export async function seedScaleOrders(client, options, { step, bulk }) {
  const { shoppers, template } = options;
  await step('shoppers', () => insertShoppers(client, shoppers));
  await step('orders planned', async () => {
    await planOrders(client, options);
    await numberShelves(client);
    await planLines(client);
  });
  await step('invoices', () => bulk('invoices', () => insertInvoices(client, template)));
  await client.query(
    `SELECT setval(pg_get_serial_sequence('invoices', 'id'), (SELECT max(id) FROM invoices))`,
  );
  await step('invoice lines', () => bulk('invoice_items', () => insertLines(client)));
  await step('orders', () => bulk('orders', () => insertOrders(client, { template })));
  await step('status events', () =>
    bulk('order_status_events', () => insertStatusEvents(client, { template })),
  );
}
