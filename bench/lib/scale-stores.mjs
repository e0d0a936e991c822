// The stores of the scaled marketplace: branches of the demo stores (each with its model's
// industry, hours, categories and sub-categories, a few kilometres from it) until there are
// `stores` of them, ranked with the demo owner's store first. Written by PostgreSQL itself
// (INSERT … SELECT generate_series) on one connection: the temporary tables are its own.

/** Every store by rank (1 = the demo owner's), with the demo store it copies. */
const planStores = (client, { stores, ownerStoreId }) =>
  client.query(
    `CREATE TEMP TABLE scale_store AS
     WITH demo AS (
       SELECT id, row_number() OVER (ORDER BY id <> $2, id) AS rank FROM companies
     ), known AS (SELECT count(*) AS n, max(id) AS last_id FROM demo)
     SELECT d.rank, d.id AS company_id, d.id AS model_id, false AS branch FROM demo d
     UNION ALL
     SELECT k.n + b, k.last_id + b, d.id, true
     FROM known k
     CROSS JOIN LATERAL generate_series(1, $1 - k.n) b
     JOIN demo d ON d.rank = 1 + (b - 1) % k.n`,
    [stores, ownerStoreId],
  );

/** Each branch is its model with a number, moved up to ±0.05° (about 5 km) from it. */
const insertBranches = (client) =>
  client.query(
    `INSERT INTO companies (id, industry_id, name, slug, description, picture_url, banner_url,
       phone, address_line, area, city, lat, long, service_area_radius_km, preparation_minutes,
       delivery_minutes, override_delivery_fee, delivery_fee_paisa, minimum_order_paisa, rating,
       commission_rate_bps)
     SELECT s.company_id, m.industry_id, m.name || ' ' || s.rank, m.slug || '-' || s.rank,
       m.description, m.picture_url, m.banner_url, m.phone, m.address_line, m.area, m.city,
       m.lat + ((s.rank * 7919) % 1001 - 500) / 10000.0,
       m.long + ((s.rank * 104729) % 1001 - 500) / 10000.0,
       m.service_area_radius_km, m.preparation_minutes, m.delivery_minutes,
       m.override_delivery_fee, m.delivery_fee_paisa, m.minimum_order_paisa, m.rating,
       m.commission_rate_bps
     FROM scale_store s JOIN companies m ON m.id = s.model_id
     WHERE s.branch`,
  );

const insertBranchHours = (client) =>
  client.query(
    `INSERT INTO company_working_hours (company_id, day_of_week, start_time, end_time)
     SELECT s.company_id, h.day_of_week, h.start_time, h.end_time
     FROM scale_store s JOIN company_working_hours h ON h.company_id = s.model_id
     WHERE s.branch`,
  );

/** A branch's categories: new ids for its model's, so its shelf is counted as its own. */
async function insertBranchCategories(client) {
  await client.query(
    `CREATE TEMP TABLE scale_category AS
     SELECT s.company_id, c.id AS model_id,
            nextval(pg_get_serial_sequence('categories', 'id'))::int AS id
     FROM scale_store s JOIN categories c ON c.company_id = s.model_id
     WHERE s.branch`,
  );
  await client.query(
    `INSERT INTO categories (id, company_id, name, position)
     SELECT b.id, b.company_id, c.name, c.position
     FROM scale_category b JOIN categories c ON c.id = b.model_id`,
  );
  await client.query(
    `CREATE TEMP TABLE scale_sub_category AS
     SELECT b.company_id, s.id AS model_id, b.id AS category_id,
            nextval(pg_get_serial_sequence('sub_categories', 'id'))::int AS id
     FROM scale_category b JOIN sub_categories s ON s.category_id = b.model_id`,
  );
  await client.query(
    `INSERT INTO sub_categories (id, category_id, name, position)
     SELECT b.id, b.category_id, s.name, s.position
     FROM scale_sub_category b JOIN sub_categories s ON s.id = b.model_id`,
  );
  await client.query('CREATE INDEX ON scale_category (company_id, model_id)');
  await client.query('CREATE INDEX ON scale_sub_category (company_id, model_id)');
}

/**
 * Adds branches of the demo stores until there are `stores`, the store of `ownerStoreId`
 * ranked first; leaves `scale_store` (rank, company_id, model_id, branch) and the category
 * maps for the shelves and orders that follow.
 */
export async function seedScaleStores(client, { stores, ownerStoreId }) {
  await planStores(client, { stores, ownerStoreId });
  await client.query('CREATE UNIQUE INDEX ON scale_store (rank)');
  await client.query('ANALYZE scale_store');
  await insertBranches(client);
  await client.query(
    `SELECT setval(pg_get_serial_sequence('companies', 'id'), (SELECT max(id) FROM companies))`,
  );
  await insertBranchHours(client);
  await insertBranchCategories(client);
}
