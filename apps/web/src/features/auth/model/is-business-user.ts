import { RETAIL_TRADE_TYPE, type User } from '@sauda/domain';

/**
 * SPEC §1/§6: a business user's trade types do not include Retail (other logo, no tip). A user
 * with no trade types at all (a guest) shops as retail.
 */
export function isBusinessUser(user: Pick<User, 'trade_types'> | null): boolean {
  if (!user || user.trade_types.length === 0) return false;
  return !user.trade_types.includes(RETAIL_TRADE_TYPE);
}
