// A busy store for the back office bench: 100,000 orders over 90 days, written by PostgreSQL
// itself (INSERT … SELECT generate_series), each a copy of one order placed through the real
// checkout with its own shopper, time, lines and status.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const SHORT_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** "SD-" and six letters spelling `n` in the short ids' alphabet: unique for n < 31⁶. */
export const shortOrderIdSql = (n) =>
  `'SD-' || ${[5, 4, 3, 2, 1, 0]
    .map((k) => `substr('${SHORT_ID_ALPHABET}', ((${n})::bigint / ${31 ** k} % 31)::int + 1, 1)`)
    .join(' || ')}`;

/** Bench shoppers with a name and a number, so the queue shows customers as it would. */
const insertShoppers = (client, count) =>
  client.query(
    `INSERT INTO users (full_name, mobile_number, status, is_guest)
     SELECT 'Bench Shopper ' || n, '+92340' || lpad(n::text, 7, '0'), 'active', false
     FROM generate_series(1, $1) n`,
    [count],
  );

/** Copies of the template invoice, newest first, `days` × 24 h back from now. */
const insertInvoices = (client, { template, orders, days }) =>
  client.query(
    `INSERT INTO invoices (user_id, company_id, status, checkout_type, short_order_id,
       delivery_fee_paisa, service_fee_paisa, delivery_address, recipient_name,
       recipient_phone_number, invoice_note, delivery_time, channel_id, created_at, updated_at,
       placed_at)
     SELECT s.id, t.company_id, 'placed', t.checkout_type, ${shortOrderIdSql('g.n + 1000000')},
       t.delivery_fee_paisa, t.service_fee_paisa, t.delivery_address, s.full_name, s.mobile_number,
       NULL, 'asap', t.channel_id, at, at, at
     FROM generate_series(1, $2::int) g(n)
     CROSS JOIN LATERAL (SELECT now() - (g.n::float8 / $2) * $3 * interval '1 day' AS at) placed
     JOIN invoices t ON t.id = $1
     JOIN LATERAL (SELECT id, full_name, mobile_number FROM users
                   WHERE mobile_number = '+92340' || lpad((1 + g.n % 2000)::text, 7, '0')) s ON true`,
    [template.id, orders, days],
  );

/** One to three lines per invoice, of the store's active products, one to three units each. */
const insertLines = (client, { template }) =>
  client.query(
    `WITH shelf AS (
       SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, query_id, name, cost_paisa,
              cost_paisa - coalesce(promotion_amount_paisa, 0) AS price
       FROM products WHERE company_id = $1 AND is_active),
     size AS (SELECT count(*) AS n FROM shelf)
     INSERT INTO invoice_items (invoice_id, product_id, product_query_id, product_name, quantity,
       unit_cost_paisa, unit_cost_after_discount_paisa, amount_paisa, payable_paisa)
     SELECT i.id, p.id, p.query_id, p.name, q.units, p.cost_paisa, p.price,
            p.cost_paisa * q.units, p.price * q.units
     FROM invoices i
     CROSS JOIN size
     CROSS JOIN LATERAL generate_series(0, i.id % 3) line
     CROSS JOIN LATERAL (SELECT 1 + (i.id + line) % 3 AS units) q
     JOIN shelf p ON p.k = (i.id * 7 + line * 13) % size.n
     WHERE i.company_id = $1 AND i.id > $2`,
    [template.company_id, template.id],
  );

const totalInvoices = (client, { template }) =>
  client.query(
    `UPDATE invoices i
     SET sub_total_paisa = s.sub, amount_without_discount_paisa = s.regular,
         items_discount_paisa = s.regular - s.sub,
         payable_paisa = s.sub + i.delivery_fee_paisa + i.service_fee_paisa
     FROM (SELECT invoice_id, sum(payable_paisa) AS sub, sum(amount_paisa) AS regular
           FROM invoice_items WHERE invoice_id > $1 GROUP BY invoice_id) s
     WHERE s.invoice_id = i.id`,
    [template.id],
  );

/**
 * The orders of the invoices written after the template, their status by age as a busy
 * kitchen leaves them: the last 10 minutes still pending, then confirmed (to 30 min) and on
 * the way (to an hour), older ones delivered, one in fifteen cancelled.
 */
export const insertOrders = (client, { template }) =>
  client.query(
    `INSERT INTO orders (invoice_id, user_id, company_id, status, order_pending_at,
       order_confirmed_at, order_dispatched_at, order_delivered_at, cancelled_at, cancelled_by,
       cancel_reason, handover_code, prep_minutes, created_at, updated_at)
     SELECT i.id, i.user_id, i.company_id, s.status, i.created_at,
       CASE WHEN s.status IN ('order_confirmed', 'order_dispatched', 'order_delivered')
            THEN i.created_at + interval '3 minutes' END,
       CASE WHEN s.status IN ('order_dispatched', 'order_delivered')
            THEN i.created_at + interval '25 minutes' END,
       CASE WHEN s.status = 'order_delivered' THEN i.created_at + interval '50 minutes' END,
       CASE WHEN s.status = 'cancelled' THEN i.created_at + interval '4 minutes' END,
       CASE WHEN s.status = 'cancelled' THEN 'merchant' END,
       CASE WHEN s.status = 'cancelled' THEN 'Out of stock' END,
       lpad((i.id % 10000)::text, 4, '0'),
       CASE WHEN s.status NOT IN ('order_pending', 'cancelled') THEN 20 END,
       i.created_at, i.created_at
     FROM invoices i
     CROSS JOIN LATERAL (SELECT CASE
         WHEN i.created_at > now() - interval '10 minutes' THEN 'order_pending'
         WHEN i.id % 15 = 0 THEN 'cancelled'
         WHEN i.created_at > now() - interval '30 minutes' THEN 'order_confirmed'
         WHEN i.created_at > now() - interval '60 minutes' THEN 'order_dispatched'
         ELSE 'order_delivered' END::order_status AS status) s
     WHERE i.id > $1`,
    [template.id],
  );

/** An event per status each order went through, at its time, as the stream's log keeps them. */
export const insertStatusEvents = (client, { template }) =>
  client.query(
    `INSERT INTO order_status_events (order_id, user_id, company_id, status, created_at)
     SELECT o.id, o.user_id, o.company_id, e.status, e.at
     FROM orders o
     CROSS JOIN LATERAL (VALUES
       ('order_pending'::order_status, o.order_pending_at),
       ('order_confirmed', o.order_confirmed_at), ('order_dispatched', o.order_dispatched_at),
       ('order_delivered', o.order_delivered_at), ('cancelled', o.cancelled_at)) e(status, at)
     WHERE o.invoice_id > $1 AND e.at IS NOT NULL
     ORDER BY e.at`,
    [template.id],
  );

/**
 * Fills the store of `templateInvoiceQueryId` (an order placed through the API) with `orders`
 * copies of it over the last `days` days. Answers the seconds it took.
 */
export async function seedBusyStore(databaseUrl, { templateInvoiceQueryId, orders, days }) {
  const started = performance.now();
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT id, company_id FROM invoices WHERE query_id = $1', [
      templateInvoiceQueryId,
    ]);
    const template = rows[0];
    if (!template) throw new Error(`no invoice ${templateInvoiceQueryId} to copy`);
    const plan = { template, orders, days };
    await insertShoppers(client, 2000);
    await insertInvoices(client, plan);
    await insertLines(client, plan);
    await totalInvoices(client, plan);
    await insertOrders(client, plan);
    await insertStatusEvents(client, plan);
    // As autovacuum would soon after a bulk load: statistics and the visibility map.
    await client.query(
      'VACUUM (ANALYZE) users, invoices, invoice_items, orders, order_status_events',
    );
  });
  return Math.round((performance.now() - started) / 1000);
}
