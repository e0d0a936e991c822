// The shelves of the scaled marketplace: the biggest stores get thousands more products, every
// branch a copy of its model's shelf (in its own categories), until the catalog holds
// `products`. A product beyond its model's shelf is one of its model's products in another
// edition ("Chicken Biryani Family 3"), at a price of its own.

const EDITIONS = ['Classic', 'Special', 'Family', 'Deluxe', 'Value', 'Fresh', 'Royal', 'Premium'];

/** The demo stores' products, numbered from 0 within each store, and each store's count. */
async function numberModelShelves(client) {
  await client.query(
    `CREATE TEMP TABLE scale_model_shelf AS
     SELECT row_number() OVER (PARTITION BY company_id ORDER BY id) - 1 AS k, p.*
     FROM products p`,
  );
  await client.query(
    `CREATE TEMP TABLE scale_model_size AS
     SELECT company_id, count(*) AS size FROM products GROUP BY company_id`,
  );
  await client.query('CREATE INDEX ON scale_model_shelf (company_id, k)');
  await client.query('ANALYZE scale_model_shelf, scale_model_size');
}

/**
 * How many products each store gets: `extra` more for each of the `big` first stores, and
 * the rest shared by the branches by a weight of their own (40 to 129).
 */
const planShelves = (client, { rest, big, extra }) =>
  client.query(
    `CREATE TEMP TABLE scale_shelf_plan AS
     WITH branch AS (
       SELECT rank, company_id, model_id, 40 + (rank * 7919) % 90 AS weight
       FROM scale_store WHERE branch
     ), share AS (
       SELECT *, floor($1::numeric * weight / sum(weight) OVER ())::int AS count,
              row_number() OVER (ORDER BY rank) AS nth
       FROM branch
     ), leftover AS (SELECT $1 - sum(count) AS n FROM share)
     SELECT s.company_id, s.model_id, z.size, 0::bigint AS first_k,
            s.count + (s.nth <= leftover.n)::int AS count
     FROM share s CROSS JOIN leftover JOIN scale_model_size z ON z.company_id = s.model_id
     UNION ALL
     SELECT s.company_id, s.model_id, z.size, z.size, $3::int
     FROM scale_store s JOIN scale_model_size z ON z.company_id = s.company_id
     WHERE NOT s.branch AND s.rank <= $2`,
    [rest, big, extra],
  );

const insertShelves = (client) =>
  client.query(
    `INSERT INTO products (company_id, category_id, sub_category_id, name, description,
       cost_paisa, promotion_amount_paisa, quantity, unlimited, unlimited_out_of_stock,
       image_urls, colors, sizes, is_active)
     SELECT plan.company_id, coalesce(c.id, m.category_id), coalesce(s.id, m.sub_category_id),
       CASE WHEN g.k < plan.size THEN m.name
            ELSE m.name || ' ' || ($1::text[])[1 + (g.k / plan.size) % array_length($1::text[], 1)]
                 || ' ' || (1 + g.k / (plan.size * array_length($1::text[], 1))) END,
       m.description, m.cost_paisa + (g.k / plan.size) % 5 * 1000, m.promotion_amount_paisa,
       m.quantity, m.unlimited, m.unlimited_out_of_stock, m.image_urls, m.colors, m.sizes,
       m.is_active
     FROM scale_shelf_plan plan
     CROSS JOIN LATERAL generate_series(plan.first_k, plan.first_k + plan.count - 1) g(k)
     JOIN scale_model_shelf m ON m.company_id = plan.model_id AND m.k = g.k % plan.size
     LEFT JOIN scale_category c ON c.company_id = plan.company_id AND c.model_id = m.category_id
     LEFT JOIN scale_sub_category s
       ON s.company_id = plan.company_id AND s.model_id = m.sub_category_id`,
    [EDITIONS],
  );

/**
 * Fills the shelves of the stores `seedScaleStores` planned until the catalog holds `products`
 * products, `big` stores with `extra` more each, through `bulk(table, load)`. Answers how many
 * products there are.
 */
export async function seedScaleProducts(client, { products, big, extra }, bulk) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM products');
  const rest = products - rows[0].n - big * extra;
  if (rest < 0) throw new Error(`${products} products are fewer than the demo's and big stores'`);
  await numberModelShelves(client);
  await planShelves(client, { rest, big, extra });
  await bulk('products', () => insertShelves(client));
  const total = await client.query('SELECT count(*)::int AS n FROM products');
  return total.rows[0].n;
}
