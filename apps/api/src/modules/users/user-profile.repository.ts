import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.js';
import { addresses, paymentChannels } from '../../db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;
export type PaymentChannelRow = typeof paymentChannels.$inferSelect;

export function listUserAddresses(db: AppDb, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export function listActivePaymentChannels(db: AppDb): Promise<PaymentChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(eq(paymentChannels.isActive, true))
    .orderBy(asc(paymentChannels.id));
}
