import { expect } from 'vitest';
import { STORES } from '../../modules/catalog/testing/catalog-fixture.js';
import { PNG } from '../../modules/forms/testing/form-files.js';
import { LAHORE } from '../../modules/invoices/testing/checkout-fixture.js';
import type { MerchantStoresTestApp } from '../../modules/merchant/stores/testing/use-merchant-stores-test-app.js';
import { asFormFields, inBothSpellings } from './forbidden-fields.js';
import { injectMultipart } from './inject-multipart.js';
import type { MassAssignmentCase } from './mass-assignment-case.js';
import { otherStoreClaims } from './merchant-claims.js';
import { storedCompany, watchOtherStores } from './merchant-rows.js';

/** Clifton Tikka Corner, the owner's second store: these cases change it, not the biryani house. */
const TIKKA = STORES.tikka;

/** What only the operator or the server sets on a store: its identity, place, rating, money. */
function storeClaims(setup: MerchantStoresTestApp): Record<string, unknown> {
  return {
    ...otherStoreClaims(setup.fixture()),
    ...inBothSpellings({
      name: 'Chosen Store',
      slug: 'chosen-store',
      is_active: false,
      is_published: false,
      commission_rate: 0,
      commission_rate_bps: 0,
      industry_id: 2,
      rating: 5,
      lat: LAHORE.lat,
      long: LAHORE.long,
      picture_url: 'https://attacker.example/logo.png',
      banner_url: 'https://attacker.example/banner.png',
    }),
  };
}

/** The tikka corner as it is, and every other store watched. */
async function tikkaBeforeTheWrite(setup: MerchantStoresTestApp) {
  const db = setup.db();
  const tikkaId = setup.fixture().companyIds.tikka;
  const before = await storedCompany(db, tikkaId);
  return { db, tikkaId, before, otherStores: await watchOtherStores(db, tikkaId) };
}

function storeImageCase(kind: 'logo' | 'banner'): MassAssignmentCase<MerchantStoresTestApp> {
  const column = kind === 'logo' ? 'pictureUrl' : 'bannerUrl';
  return {
    route: `POST /api/v1/merchant/stores/:storeId/${kind}`,
    actor: 'the store owner (multipart)',
    guards: `the ${kind}’s URL is where the server stored it; nothing else of the store changes`,
    treatment: 'strips',
    async attempt(setup) {
      const { db, tikkaId, before, otherStores } = await tikkaBeforeTheWrite(setup);
      const response = await injectMultipart(setup.checkout.testApp.app, {
        url: `/api/v1/merchant/stores/${TIKKA.queryId}/${kind}`,
        token: setup.team.owner.token,
        fields: asFormFields(storeClaims(setup)),
        file: { field: 'image', bytes: PNG, name: `${kind}.png`, type: 'image/png' },
      });
      return {
        response,
        async expectStored() {
          expect(await storedCompany(db, tikkaId)).toEqual({
            ...before,
            [column]: expect.stringMatching(/^\/media\/uploads\/stores\/[0-9a-f]+\.png$/) as string,
            updatedAt: expect.any(Date) as Date,
          });
          await otherStores.expectUnchanged();
        },
      };
    },
  };
}

/** A store's settings and pictures: its identity, place and commission are not the merchant's. */
export const storeCases: MassAssignmentCase<MerchantStoresTestApp>[] = [
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId',
    actor: 'the store owner',
    guards: 'name, industry, place, rating, commission, publishing, pictures and ids of the store',
    treatment: 'strips',
    async attempt(setup) {
      const { db, tikkaId, before, otherStores } = await tikkaBeforeTheWrite(setup);
      const response = await setup.stores.patch(setup.team.owner.token, TIKKA.queryId, {
        ...storeClaims(setup),
        preparation_minutes: 25,
      });
      return {
        response,
        async expectStored() {
          expect(await storedCompany(db, tikkaId)).toEqual({
            ...before,
            preparationMinutes: 25,
            updatedAt: expect.any(Date) as Date,
          });
          await otherStores.expectUnchanged();
        },
      };
    },
  },
  storeImageCase('logo'),
  storeImageCase('banner'),
  {
    route: 'PATCH /api/v1/merchant/stores/:storeId',
    actor: 'store staff pausing orders with a delivery fee',
    guards: 'pausing is any member’s, fees are not: the whole change is refused (403)',
    treatment: 'refuses',
    status: 403,
    async attempt(setup) {
      const db = setup.db();
      const biryaniId = setup.fixture().companyIds.biryani;
      const before = await storedCompany(db, biryaniId);
      const response = await setup.stores.patch(setup.team.staff.token, STORES.biryani.queryId, {
        ...storeClaims(setup),
        paused_until: new Date(Date.now() + 3_600_000).toISOString(),
        delivery_fee: 0,
        override_delivery_fee: true,
        minimum_order: 0,
      });
      return {
        response,
        expectStored: async () => expect(await storedCompany(db, biryaniId)).toEqual(before),
      };
    },
  },
];
