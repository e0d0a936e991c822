import { beforeAll } from 'vitest';
import type { AppDb } from '../../../../db/client.js';
import type { CatalogFixture } from '../../../catalog/testing/catalog-fixture.js';
import type { Shopper } from '../../../invoices/testing/checkout-fixture.js';
import { insertShopper } from '../../../invoices/testing/checkout-fixture.js';
import {
  useCheckoutTestApp,
  type CheckoutTestApp,
} from '../../../invoices/testing/use-checkout-test-app.js';
import { createMerchantStoresClient, type MerchantStoresClient } from './merchant-stores-client.js';
import { insertMember } from './store-members.js';

/** Who is who around Karachi Biryani House in these tests. */
export interface StoreTeam {
  /** Owns Karachi Biryani House and Clifton Tikka Corner. */
  owner: Shopper;
  manager: Shopper;
  staff: Shopper;
  /** Owns Gulshan Grocers only: a member of ANOTHER store. */
  otherOwner: Shopper;
  shopper: Shopper;
}

export interface MerchantStoresTestApp {
  readonly checkout: CheckoutTestApp;
  readonly stores: MerchantStoresClient;
  readonly team: StoreTeam;
  readonly db: () => AppDb;
  readonly fixture: () => CatalogFixture;
}

/**
 * The per-file setup of the store routes tests: the checkout test app (its fixture, the clock
 * frozen at CHECKOUT_NOW for each test) and the team of Karachi Biryani House.
 */
export function useMerchantStoresTestApp(): MerchantStoresTestApp {
  const checkout = useCheckoutTestApp();
  const db = () => checkout.testApp.database.db;
  let team: StoreTeam | undefined;

  beforeAll(async () => {
    const { companyIds } = checkout.fixture;
    team = {
      owner: await insertMember(db(), 'owner', [companyIds.biryani, companyIds.tikka], 'Usman'),
      manager: await insertMember(db(), 'manager', [companyIds.biryani], 'Hina'),
      staff: await insertMember(db(), 'staff', [companyIds.biryani], 'Sana'),
      otherOwner: await insertMember(db(), 'owner', [companyIds.grocer], 'Grocer'),
      shopper: await insertShopper(db()),
    };
  });

  return {
    checkout,
    stores: createMerchantStoresClient(() => checkout.testApp.app),
    get team() {
      if (!team) throw new Error('the store team is only made in beforeAll');
      return team;
    },
    db,
    fixture: () => checkout.fixture,
  };
}
