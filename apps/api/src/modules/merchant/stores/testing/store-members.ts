import type { MerchantRole } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import { merchantMembers } from '../../../../db/schema/index.js';
import { insertShopper, type Shopper } from '../../../invoices/testing/checkout-fixture.js';

/** A signed-in user who works in these stores (company ids) with this role. */
export async function insertMember(
  db: AppDb,
  role: MerchantRole,
  companyIds: readonly number[],
  fullName = `Store ${role}`,
): Promise<Shopper> {
  const user = await insertShopper(db, { fullName });
  await db
    .insert(merchantMembers)
    .values(companyIds.map((companyId) => ({ userId: user.userId, companyId, role })));
  return user;
}
