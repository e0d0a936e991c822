import type { AppDb } from '../../db/client.js';
import { insertOperator } from '../../modules/admin/applications/testing/use-admin-test-app.js';
import type { CatalogFixture } from '../../modules/catalog/testing/catalog-fixture.js';
import { insertShopper, type Shopper } from '../../modules/invoices/testing/checkout-fixture.js';
import {
  insertStoreMember,
  insertStoreTeam,
} from '../../modules/merchant/dashboard/testing/store-members.js';
import type { CastMember } from './actors.js';

/** The signed-in members of the cast; the anonymous visitor has no account. */
export type SignedInCast = Record<Exclude<CastMember, 'anonymous'>, Shopper> & {
  /** Signs out in the logout case, so nobody else loses a session. */
  leaver: Shopper;
};

/**
 * Two shoppers, a guest, store A's team (Karachi Biryani House), store B's owner (Gulshan
 * Grocers), a platform operator, and a shopper who will sign out.
 */
export async function insertCast(db: AppDb, fixture: CatalogFixture): Promise<SignedInCast> {
  const teamA = await insertStoreTeam(db, fixture.companyIds.biryani);
  return {
    shopperA: await insertShopper(db, { fullName: 'Ayesha Khan' }),
    shopperB: await insertShopper(db, { fullName: 'Bilal Ahmed' }),
    guest: await insertShopper(db, { isGuest: true, fullName: 'Guest' }),
    ownerA: teamA.owner,
    managerA: teamA.manager,
    staffA: teamA.staff,
    ownerB: await insertStoreMember(db, fixture.companyIds.grocer, 'owner'),
    operator: await insertOperator(db),
    leaver: await insertShopper(db, { fullName: 'Leaving Soon' }),
  };
}
