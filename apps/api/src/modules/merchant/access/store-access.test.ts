import { MERCHANT_PERMISSIONS, type MerchantPermission, type MerchantRole } from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { isAppError } from '../../../http/app-error.js';
import { createTestDatabase } from '../../../test/test-database.js';
import {
  insertCatalogFixture,
  STORES,
  type CatalogFixture,
} from '../../catalog/testing/catalog-fixture.js';
import { insertShopper, type Shopper } from '../../invoices/testing/checkout-fixture.js';
import { insertMember } from '../stores/testing/store-members.js';
import { requireStoreAccess } from './store-access.js';
import { listStoreMemberships } from './store-membership.repository.js';

let database: Database;
let fixture: CatalogFixture;
let members: Record<MerchantRole, Shopper>;
let otherStoreOwner: Shopper;
let shopper: Shopper;

const BIRYANI = STORES.biryani.queryId;
const PERMISSIONS = Object.keys(MERCHANT_PERMISSIONS) as MerchantPermission[];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  fixture = await insertCatalogFixture(db);
  const { biryani, tikka, grocer } = fixture.companyIds;
  members = {
    owner: await insertMember(db, 'owner', [biryani, tikka]),
    manager: await insertMember(db, 'manager', [biryani]),
    staff: await insertMember(db, 'staff', [biryani]),
  };
  otherStoreOwner = await insertMember(db, 'owner', [grocer]);
  shopper = await insertShopper(db);
});

afterAll(() => database.close());

/** The refusal's code and status, or 'allowed'. */
async function outcome(
  who: Shopper,
  permission: MerchantPermission,
  storeQueryId: string = BIRYANI,
): Promise<string> {
  try {
    await requireStoreAccess(database.db, { id: who.userId }, storeQueryId, permission);
    return 'allowed';
  } catch (error) {
    if (!isAppError(error)) throw error;
    return `${error.status} ${error.code}: ${error.message}`;
  }
}

const FORBIDDEN = '403 forbidden_role: Your role in this store does not allow this.';
const NOT_FOUND = '404 not_found: This store could not be found.';

describe('requireStoreAccess', () => {
  it('answers the membership of a member whose role has the right', async () => {
    const membership = await requireStoreAccess(
      database.db,
      { id: members.staff.userId },
      BIRYANI,
      'moveOrders',
    );
    expect(membership).toEqual({
      userId: members.staff.userId,
      companyId: fixture.companyIds.biryani,
      storeQueryId: BIRYANI,
      role: 'staff',
    });
  });

  it.each(['owner', 'manager', 'staff'] as const)(
    'follows MERCHANT_PERMISSIONS for the %s, refusing the rest with 403 forbidden_role',
    async (role) => {
      for (const permission of PERMISSIONS) {
        const allowed = MERCHANT_PERMISSIONS[permission].includes(role);
        expect(await outcome(members[role], permission), permission).toBe(
          allowed ? 'allowed' : FORBIDDEN,
        );
      }
    },
  );

  it('lets staff pause the store but not edit it; managers neither run staff nor read P&L', async () => {
    expect(await outcome(members.staff, 'pauseStore')).toBe('allowed');
    expect(await outcome(members.staff, 'editStore')).toBe(FORBIDDEN);
    expect(await outcome(members.manager, 'editStore')).toBe('allowed');
    expect(await outcome(members.manager, 'manageStaff')).toBe(FORBIDDEN);
    expect(await outcome(members.manager, 'readPnl')).toBe(FORBIDDEN);
  });

  it('answers 404 to a shopper and to a member of another store, whatever the permission', async () => {
    for (const who of [shopper, otherStoreOwner]) {
      for (const permission of PERMISSIONS) {
        expect(await outcome(who, permission)).toBe(NOT_FOUND);
      }
    }
  });

  it('answers 404 for a store that does not exist, as for one the user is not in', async () => {
    expect(await outcome(members.owner, 'readStore', 'store-nope')).toBe(NOT_FOUND);
    expect(await outcome(members.manager, 'readStore', STORES.tikka.queryId)).toBe(NOT_FOUND);
    expect(await outcome(members.owner, 'readStore', STORES.tikka.queryId)).toBe('allowed');
  });
});

describe('listStoreMemberships', () => {
  it('lists every store of the user by name, and none for a shopper', async () => {
    const owned = await listStoreMemberships(database.db, members.owner.userId);
    expect(owned.map((m) => [m.storeQueryId, m.role])).toEqual([
      [STORES.tikka.queryId, 'owner'],
      [BIRYANI, 'owner'],
    ]);
    expect(await listStoreMemberships(database.db, shopper.userId)).toEqual([]);
  });
});
