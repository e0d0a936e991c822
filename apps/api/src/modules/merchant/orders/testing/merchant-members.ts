import type { MerchantRole } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import { merchantMembers } from '../../../../db/schema/index.js';
import { insertShopper, type Shopper } from '../../../invoices/testing/checkout-fixture.js';

/** A signed-in user who works in one store with this role. */
export async function insertMember(
  db: AppDb,
  companyId: number,
  role: MerchantRole,
  fullName = `Store ${role}`,
): Promise<Shopper> {
  const user = await insertShopper(db, { fullName });
  await db.insert(merchantMembers).values({ userId: user.userId, companyId, role });
  return user;
}

export interface StoreTeam {
  owner: Shopper;
  manager: Shopper;
  staff: Shopper;
  /** The owner of another store. */
  otherStoreOwner: Shopper;
  /** Signed in, works in no store. */
  shopper: Shopper;
}

/** One member of each role in `companyId`, an owner of `otherCompanyId`, and a plain shopper. */
export async function insertStoreTeam(
  db: AppDb,
  companyId: number,
  otherCompanyId: number,
): Promise<StoreTeam> {
  return {
    owner: await insertMember(db, companyId, 'owner'),
    manager: await insertMember(db, companyId, 'manager'),
    staff: await insertMember(db, companyId, 'staff'),
    otherStoreOwner: await insertMember(db, otherCompanyId, 'owner'),
    shopper: await insertShopper(db),
  };
}
