import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  addresses,
  companies,
  industries,
  invoices,
  orders,
  otps,
  paymentChannels,
  users,
  voucherUses,
  vouchers,
} from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { createIndustryCatalog } from '../catalog/industries.service.js';
import { presentUser } from './present-user.service.js';
import type { UserViewContext } from './profile-context.js';

const DAY = 86_400_000;
const NOW = new Date('2024-06-01T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

let database: Database;
let ctx: UserViewContext;
let shopper: UserRow;
let newcomer: UserRow;

async function insertUser(values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await database.db
    .insert(users)
    .values({ status: 'active', isGuest: false, ...values })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

const address = (name: string, type: 'home' | 'work' | 'others') => ({
  userId: shopper.id,
  name,
  type,
  lat: 24.8,
  long: 67.0,
  room: 'Flat 1',
  street: 'Main Street',
  district: 'Clifton',
});

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  ctx = { db, industries: createIndustryCatalog(db) };
  await db.insert(industries).values([
    { id: 1, name: 'Food', slug: 'food', position: 1, tradeTypes: ['Retail'] },
    { id: 2, name: 'Bulk Rice', slug: 'bulk-rice', position: 2, tradeTypes: ['Wholesale'] },
    { id: 3, name: 'Closed', slug: 'closed', position: 0, isActive: false },
  ]);
  const [company] = await db
    .insert(companies)
    .values({ industryId: 1, name: 'Karachi Biryani House', slug: 'kbh', lat: 24.8, long: 67 })
    .returning();
  shopper = await insertUser({ fullName: 'Ayesha Khan', mobileNumber: '+923001234567' });
  newcomer = await insertUser({ fullName: 'New Comer', mobileNumber: '+923009999999' });
  const other = await insertUser({ fullName: 'Someone Else', mobileNumber: '+923008888888' });

  await db
    .insert(addresses)
    .values([
      address('Home', 'home'),
      address('Office', 'work'),
      address('Nani', 'others'),
      address('Second home', 'home'),
    ]);
  await db.insert(paymentChannels).values([
    { name: 'Cash on delivery', type: 'cash' },
    { name: 'Card', type: 'card', isActive: false },
  ]);

  const voucher = (code: string, values: Partial<typeof vouchers.$inferInsert> = {}) => ({
    code,
    name: `${code} name`,
    discountType: 'amount' as const,
    discountValue: 10_000,
    startsAt: at(-1),
    expiresAt: at(30),
    ...values,
  });
  const rows = await db
    .insert(vouchers)
    .values([
      voucher('PLATFORM'),
      voucher('NOEND', { startsAt: null, expiresAt: null }),
      voucher('EXPIRED', { expiresAt: at(-1) }),
      voucher('FUTURE', { startsAt: at(1) }),
      voucher('STORE', { companyId: company!.id }),
      voucher('INACTIVE', { isActive: false }),
      voucher('USEDUP', { perUserLimit: 1 }),
      voucher('TWICE', { perUserLimit: 2 }),
      voucher('SOLDOUT', { totalLimit: 1 }),
      voucher('FIRST', { firstOrderOnly: true }),
    ])
    .returning();
  const idOf = (code: string) => rows.find((row) => row.code === code)!.id;

  async function use(code: string, userId: number) {
    const [invoice] = await db
      .insert(invoices)
      .values({ userId, companyId: company!.id, status: 'placed' })
      .returning();
    await db.insert(voucherUses).values({
      voucherId: idOf(code),
      userId,
      invoiceId: invoice!.id,
      discountPaisa: 10_000,
    });
    return invoice!;
  }
  const placed = await use('USEDUP', shopper.id);
  await use('TWICE', shopper.id);
  await use('SOLDOUT', other.id);
  await db
    .insert(orders)
    .values({ invoiceId: placed.id, userId: shopper.id, companyId: company!.id });

  await db.insert(otps).values([
    {
      userId: newcomer.id,
      purpose: 'signup',
      target: '+923009999999',
      codeHash: 'x',
      sentAt: at(-0.001),
      expiresAt: at(0.01),
    },
    {
      userId: newcomer.id,
      purpose: 'forgot_password',
      target: '+923009999999',
      codeHash: 'y',
      sentAt: NOW,
      expiresAt: at(0.01),
      consumedAt: NOW,
    },
  ]);
});

afterAll(() => database.close());

describe('presentUser', () => {
  it('splits the addresses into home, work and the others', async () => {
    const user = await presentUser(ctx, shopper, NOW);

    expect(user.home_address).toMatchObject({ name: 'Home', type: 'home', building: '' });
    expect(user.work_address).toMatchObject({ name: 'Office', type: 'work' });
    expect(user.other_addresses.map((a) => a.name)).toEqual(['Nani', 'Second home']);
    expect((await presentUser(ctx, newcomer, NOW)).home_address).toBeNull();
  });

  it('lists active payment channels and the industries of the user’s trade types', async () => {
    const user = await presentUser(ctx, shopper, NOW);

    expect(user.channels).toEqual([
      { type: 'cash', name: 'Cash on delivery', query_id: expect.any(String) },
    ]);
    expect(user.industry_types.map((i) => i.slug)).toEqual(['food']);
  });

  it('offers the platform vouchers the user can still use at that moment', async () => {
    const shopperVouchers = (await presentUser(ctx, shopper, NOW)).userVouchers;
    expect(shopperVouchers.map((v) => v.code)).toEqual(['NOEND', 'PLATFORM', 'TWICE']);
    expect(shopperVouchers.find((v) => v.code === 'PLATFORM')).toEqual({
      code: 'PLATFORM',
      name: 'PLATFORM name',
      expires_at: at(30).toISOString(),
    });
    const newcomerCodes = (await presentUser(ctx, newcomer, NOW)).userVouchers.map((v) => v.code);
    expect(newcomerCodes).toEqual(['FIRST', 'NOEND', 'PLATFORM', 'TWICE', 'USEDUP']);
    const earlier = (await presentUser(ctx, newcomer, at(-2))).userVouchers.map((v) => v.code);
    expect(earlier).toEqual(['NOEND']);
  });

  it('describes the newest code still waiting, and the token only when given', async () => {
    const user = await presentUser(ctx, newcomer, NOW, 'a'.repeat(64));

    expect(user.resendOtpData).toEqual({
      purpose: 'signup',
      sent_at: at(-0.001).toISOString(),
      resend_available_at: new Date(at(-0.001).getTime() + 30_000).toISOString(),
      expires_at: at(0.01).toISOString(),
    });
    expect(user.session_ktb_token).toBe('a'.repeat(64));
    expect((await presentUser(ctx, shopper, NOW)).session_ktb_token).toBeNull();
    expect((await presentUser(ctx, shopper, NOW)).resendOtpData).toBeNull();
  });
});
