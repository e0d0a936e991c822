import { randomBytes } from 'node:crypto';
import type { AppDb } from '../../../db/client.js';
import {
  addresses,
  globalConfigurations,
  paymentChannels,
  products,
  sessions,
  users,
  vouchers,
} from '../../../db/schema/index.js';
import { VOUCHERS, voucherRow } from '../../../db/seed/data/accounts.js';
import { hashSessionToken } from '../../../http/auth.plugin.js';
import {
  insertCatalogFixture,
  type CatalogFixture,
} from '../../catalog/testing/catalog-fixture.js';

/** Wednesday 18 November 2026, 12:00 in Karachi: every fixture store is open. */
export const CHECKOUT_NOW = new Date('2026-11-18T07:00:00Z');
/** The same Wednesday at 03:00 in Karachi: Karachi Biryani House (09:00–01:00) is closed. */
export const BIRYANI_CLOSED_AT = new Date('2026-11-17T22:00:00Z');

export const CHANNELS = { cash: 'channel-cash', card: 'channel-card', retired: 'channel-retired' };

/** Inside Karachi Biryani House's 8 km (about 5 km away) and Clifton Tikka Corner's 5 km. */
export const CLIFTON = { lat: 24.8172, long: 67.031 };
/** Gulshan-e-Iqbal: inside Gulshan Grocers' 6 km only. */
export const GULSHAN = { lat: 24.92, long: 67.09 };
/** Lahore: outside every Karachi store's radius. */
export const LAHORE = { lat: 31.52, long: 74.35 };

export interface CheckoutFixture extends CatalogFixture {
  voucherIds: Record<string, number>;
}

async function insertVouchers(db: AppDb, biryaniId: number, now: Date) {
  const rows = await db
    .insert(vouchers)
    .values(
      VOUCHERS.map((voucher) =>
        voucherRow(voucher, voucher.storeOrdinal === undefined ? null : biryaniId, now),
      ),
    )
    .returning({ id: vouchers.id, code: vouchers.code });
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/**
 * The catalog fixture plus what a checkout needs: the fee settings, a cash channel (and a card
 * and a retired one that must be refused), and the seed's vouchers valid around `now`.
 */
export async function insertCheckoutFixture(
  db: AppDb,
  now: Date = CHECKOUT_NOW,
): Promise<CheckoutFixture> {
  const catalog = await insertCatalogFixture(db);
  await db.insert(globalConfigurations).values([
    { identifier: 'service_fee', value: '0' },
    { identifier: 'free_delivery_threshold', value: '75000' },
  ]);
  await db.insert(paymentChannels).values([
    { queryId: CHANNELS.cash, type: 'cash', name: 'Cash on Delivery' },
    { queryId: CHANNELS.card, type: 'card', name: 'Card' },
    { queryId: CHANNELS.retired, type: 'cash', name: 'Old cash', isActive: false },
  ]);
  const voucherIds = await insertVouchers(db, catalog.companyIds.biryani, now);
  return { ...catalog, voucherIds };
}

export interface Shopper {
  userId: number;
  queryId: string;
  token: string;
}

export interface ShopperOptions {
  isGuest?: boolean;
  tradeTypes?: string[];
  fullName?: string;
}

/** A signed-in user (retail by default) with a fresh session. */
export async function insertShopper(db: AppDb, options: ShopperOptions = {}): Promise<Shopper> {
  const [user] = await db
    .insert(users)
    .values({
      status: 'active',
      isGuest: options.isGuest ?? false,
      fullName: options.fullName ?? 'Ayesha Khan',
      tradeTypes: options.tradeTypes ?? ['Retail'],
    })
    .returning({ id: users.id, queryId: users.queryId });
  if (!user) throw new Error('shopper was not inserted');
  const token = randomBytes(32).toString('hex');
  const now = new Date();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + 86_400_000),
    lastSeenAt: now,
    createdAt: now,
  });
  return { userId: user.id, queryId: user.queryId, token };
}

/** A saved address of the user; Clifton unless told otherwise. Answers its id. */
export async function insertAddress(
  db: AppDb,
  userId: number,
  at: { lat: number; long: number } = CLIFTON,
): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      name: 'Home',
      building: 'Sea Breeze Apartments',
      street: 'Khayaban-e-Roomi',
      room: 'Flat 302',
      district: 'Clifton',
      type: 'home',
      description: 'Flat 302, Clifton',
      ...at,
    })
    .returning({ id: addresses.id });
  if (!row) throw new Error('address was not inserted');
  return row.id;
}

/** A limited product of the store with this many units; answers its query id and id. */
export async function insertStockedProduct(
  db: AppDb,
  fixture: CatalogFixture,
  quantity: number,
  costPaisa = 50_000,
): Promise<{ id: number; queryId: string }> {
  const queryId = `product-stocked-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(products)
    .values({
      queryId,
      companyId: fixture.companyIds.biryani,
      categoryId: fixture.categoryIds.rice,
      name: `Mutton Karahi ${queryId.slice(-4)}`,
      costPaisa,
      quantity,
    })
    .returning({ id: products.id, queryId: products.queryId });
  if (!row) throw new Error('product was not inserted');
  return row;
}
