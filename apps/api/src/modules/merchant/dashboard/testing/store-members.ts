import type { MerchantRole } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import { merchantMembers } from '../../../../db/schema/index.js';
import { insertShopper, type Shopper } from '../../../invoices/testing/checkout-fixture.js';

/** A signed-in user working in the store with this role. */
export async function insertStoreMember(
  db: AppDb,
  companyId: number,
  role: MerchantRole,
): Promise<Shopper> {
  const member = await insertShopper(db, { fullName: `Store ${role}` });
  await db.insert(merchantMembers).values({ userId: member.userId, companyId, role });
  return member;
}

/** The owner, a manager and a staff member of one store. */
export async function insertStoreTeam(db: AppDb, companyId: number) {
  return {
    owner: await insertStoreMember(db, companyId, 'owner'),
    manager: await insertStoreMember(db, companyId, 'manager'),
    staff: await insertStoreMember(db, companyId, 'staff'),
  };
}
