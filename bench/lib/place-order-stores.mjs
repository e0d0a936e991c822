// Where the placement bench's shoppers order: demo stores that deliver to the Clifton flat
// (open ones first; a closed one takes orders for a delivery slot), each with the line its
// orders carry, and stock enough for every order of the run.
import pg from 'pg';
import { callApi, CLIFTON_FLAT, orderLine } from './orders.mjs';

/** Units each picked product holds before the run: more than any run orders. */
export const BENCH_STOCK = 1_000_000;

async function deliveringStores(baseUrl) {
  const { industry_types: industries } = await callApi(baseUrl, 'GET', 'industries');
  const stores = [];
  for (const industry of industries) {
    const { companies } = await callApi(
      baseUrl,
      'GET',
      `companies?industry_id=${industry.id}&lat=${CLIFTON_FLAT.lat}&long=${CLIFTON_FLAT.long}&page_size=100`,
    );
    stores.push(...companies.filter((company) => company.delivers_to_location));
  }
  return stores.sort((a, b) => Number(b.is_open) - Number(a.is_open));
}

/** Up to `wanted` stores delivering to the flat, each with its line: [{ store, line }]. */
export async function pickCheckoutStores(baseUrl, wanted) {
  const picks = [];
  for (const store of await deliveringStores(baseUrl)) {
    const line = await orderLine(baseUrl, store, 1);
    if (line) picks.push({ store, line });
    if (picks.length === wanted) break;
  }
  if (picks.length === 0) throw new Error('no demo store delivers to the Clifton flat');
  return picks;
}

/** Gives each product of `queryIds` a counted stock of BENCH_STOCK units. */
export async function restock(databaseUrl, queryIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'UPDATE products SET quantity = $2, unlimited = false WHERE query_id = ANY($1)',
      [queryIds, BENCH_STOCK],
    );
  } finally {
    await client.end();
  }
}

/** The stock of each product now: Map query_id → units. */
export async function stockOf(databaseUrl, queryIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT query_id, quantity FROM products WHERE query_id = ANY($1)',
      [queryIds],
    );
    return new Map(rows.map((row) => [row.query_id, row.quantity]));
  } finally {
    await client.end();
  }
}
