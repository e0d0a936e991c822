import type { User } from '@sauda/domain';
import type { AccountsContext } from './accounts-context.js';
import { findLatestUnconsumedOtp } from './otps.repository.js';
import type { UserRow } from './sessions.repository.js';
import { toUserJson } from './user-json.js';
import {
  listActivePaymentChannels,
  listUsableVouchers,
  listUserAddresses,
} from './user-profile.repository.js';

/**
 * The user's full JSON. Reads through the app's database handle, so call it after a
 * transaction has ended, never inside one (PGlite runs one transaction at a time).
 */
export async function presentUser(
  ctx: AccountsContext,
  user: UserRow,
  now: Date,
  sessionToken: string | null = null,
): Promise<User> {
  const { db } = ctx;
  const [addresses, channels, vouchers, industries, latestOtp] = await Promise.all([
    listUserAddresses(db, user.id),
    listActivePaymentChannels(db),
    listUsableVouchers(db, user.id, now),
    ctx.industries.listIndustries({ tradeTypes: user.tradeTypes }),
    findLatestUnconsumedOtp(db, user.id),
  ]);
  return toUserJson(user, { addresses, channels, vouchers, industries, latestOtp }, sessionToken);
}
