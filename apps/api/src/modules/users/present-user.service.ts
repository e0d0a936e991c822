import type { User } from '@sauda/domain';
import { findLatestUnconsumedOtp } from '../auth/otps.repository.js';
import type { UserRow } from '../auth/sessions.repository.js';
import { listProfileVouchers } from '../vouchers/vouchers.service.js';
import type { UserViewContext } from './profile-context.js';
import { toUserJson } from './user-json.js';
import { listActivePaymentChannels, listUserAddresses } from './user-profile.repository.js';

/**
 * The user's full JSON. Reads through the app's database handle, so call it after a
 * transaction has ended, never inside one (PGlite runs one transaction at a time).
 */
export async function presentUser(
  ctx: UserViewContext,
  user: UserRow,
  now: Date,
  sessionToken: string | null = null,
): Promise<User> {
  const { db } = ctx;
  const [addresses, channels, vouchers, industries, latestOtp] = await Promise.all([
    listUserAddresses(db, user.id),
    listActivePaymentChannels(db),
    listProfileVouchers(db, user.id, now),
    ctx.industries.listIndustries({ tradeTypes: user.tradeTypes }),
    findLatestUnconsumedOtp(db, user.id),
  ]);
  return toUserJson(user, { addresses, channels, vouchers, industries, latestOtp }, sessionToken);
}
