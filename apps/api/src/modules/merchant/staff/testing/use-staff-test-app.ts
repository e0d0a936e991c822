import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { AppDb } from '../../../../db/client.js';
import { users } from '../../../../db/schema/index.js';
import { STORES } from '../../../catalog/testing/catalog-fixture.js';
import { createAccountsClient } from '../../../auth/testing/accounts-client.js';
import type { MerchantRole } from '@sauda/domain';
import { insertMember } from '../../stores/testing/store-members.js';
import { useMerchantStoresTestApp } from '../../stores/testing/use-merchant-stores-test-app.js';
import { createStaffClient } from './staff-client.js';

/** Karachi Biryani House: Usman owns it, Hina manages, Sana is staff. */
export const STORE_ID = STORES.biryani.queryId;
/** Gulshan Grocers: only the other owner works here. */
export const OTHER_STORE_ID = STORES.grocer.queryId;

/** The team's numbers, as their accounts have them. */
export const TEAM_NUMBERS = {
  owner: '+923001110001',
  manager: '+923001110002',
  staff: '+923001110003',
  otherOwner: '+923001110004',
  shopper: '+923001110005',
} as const;

async function giveNumber(db: AppDb, userId: number, mobileNumber: string): Promise<void> {
  await db.update(users).set({ mobileNumber }).where(eq(users.id, userId));
}

/**
 * The per-file setup of the staff tests: the store team of Karachi Biryani House (with
 * numbers) on the checkout fixture, the staff client, and the accounts client for signing up
 * and in. `firstNumber` keeps the file's new numbers apart from other files'.
 */
export function useStaffTestApp(firstNumber: number) {
  const setup = useMerchantStoresTestApp();
  let seed = firstNumber;
  beforeAll(async () => {
    for (const [who, number] of Object.entries(TEAM_NUMBERS)) {
      await giveNumber(setup.db(), setup.team[who as keyof typeof TEAM_NUMBERS].userId, number);
    }
  });
  const app = () => setup.checkout.testApp.app;
  const nextNumber = () => `+92345${String(seed++).padStart(7, '0')}`;

  /** A new signed-in member of these stores (Karachi Biryani House unless told), with a number. */
  async function addMember(
    role: MerchantRole,
    fullName: string,
    companyIds = [setup.fixture().companyIds.biryani],
  ) {
    const member = await insertMember(setup.db(), role, companyIds, fullName);
    const mobileNumber = nextNumber();
    await giveNumber(setup.db(), member.userId, mobileNumber);
    return { ...member, mobileNumber };
  }

  return {
    get team() {
      return setup.team;
    },
    db: setup.db,
    fixture: setup.fixture,
    app,
    staff: createStaffClient(app),
    stores: setup.stores,
    accounts: createAccountsClient(app),
    /** A number no other test of the file uses. */
    nextNumber,
    addMember,
  };
}

export type StaffTestApp = ReturnType<typeof useStaffTestApp>;
