// The shoppers of the placement bench, made the fast way but with the app's own code where it
// matters: accounts and their saved Clifton flat are rows written by one INSERT … SELECT each
// (what sign-up and "add address" would leave), and each session is opened by the API's own
// `openSession` (apps/api/dist/modules/auth/sessions.service.js): a 256-bit token of which
// only the hash is stored, exactly as a sign-in makes it. Going through sign-up, the code and
// the PIN for thousands of shoppers would time the sign-up, not the checkout.
import pg from 'pg';
import { createDatabase } from '../../apps/api/dist/db/client.js';
import { openSession } from '../../apps/api/dist/modules/auth/sessions.service.js';
import { CLIFTON_FLAT } from './orders.mjs';

/** Bench shoppers' numbers: +92343 and seven digits. */
const NUMBER_PREFIX = '+92343';

/** Sessions opened side by side. */
const OPENING = 20;

async function insertShoppersWithFlats(client, count) {
  await client.query(
    `INSERT INTO users (full_name, mobile_number, status, is_guest)
     SELECT 'Checkout Shopper ' || n, $2 || lpad(n::text, 7, '0'), 'active', false
     FROM generate_series(1, $1) n`,
    [count, NUMBER_PREFIX],
  );
  const flat = CLIFTON_FLAT;
  const { rows } = await client.query(
    `WITH saved AS (
       INSERT INTO addresses (user_id, name, building, street, floor, room, landmark, lat, long,
         district)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM users
       WHERE mobile_number LIKE $1 || '%'
       RETURNING user_id, id)
     SELECT saved.user_id, saved.id, users.full_name
     FROM saved JOIN users ON users.id = saved.user_id ORDER BY saved.user_id`,
    [
      NUMBER_PREFIX,
      flat.name,
      flat.building,
      flat.street,
      flat.floor,
      flat.room,
      flat.landmark,
      flat.lat,
      flat.long,
      flat.district,
    ],
  );
  return rows.map((row) => ({ userId: row.user_id, addressId: row.id, name: row.full_name }));
}

async function cashChannelQueryId(client) {
  const { rows } = await client.query(
    `SELECT query_id FROM payment_channels WHERE type = 'cash' AND is_active ORDER BY id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no cash payment channel: was the database seeded?');
  return rows[0].query_id;
}

async function openSessions(databaseUrl, shoppers) {
  const database = await createDatabase({ databaseUrl });
  try {
    const client = { ip: '127.0.0.1', userAgent: 'Sauda checkout bench' };
    for (let from = 0; from < shoppers.length; from += OPENING) {
      const batch = shoppers.slice(from, from + OPENING);
      const tokens = await Promise.all(
        batch.map(({ userId }) => openSession(database.db, userId, new Date(), client)),
      );
      batch.forEach((shopper, index) => Object.assign(shopper, { token: tokens[index] }));
    }
  } finally {
    await database.close();
  }
}

/**
 * `count` signed-in shoppers with a saved Clifton flat: [{ userId, addressId, token, name,
 * channelQueryId }], ready for `placeOrder` once given a store and a line.
 */
export async function createCheckoutShoppers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let shoppers;
  let channelQueryId;
  try {
    shoppers = await insertShoppersWithFlats(client, count);
    channelQueryId = await cashChannelQueryId(client);
  } finally {
    await client.end();
  }
  await openSessions(databaseUrl, shoppers);
  return shoppers.map((shopper) => ({ ...shopper, channelQueryId }));
}

/** How many orders the bench shoppers have now. */
export async function countCheckoutShopperOrders(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id
       WHERE u.mobile_number LIKE $1 || '%'`,
      [NUMBER_PREFIX],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
