import { STORES, type CatalogFixture } from '../../modules/catalog/testing/catalog-fixture.js';
import { LONG_AGO } from './account-claims.js';
import { inBothSpellings } from './forbidden-fields.js';

/**
 * What a member would set on a thing of their store if they could: another store as its
 * owner (by id and by query id), the owner's role, its ids and its timestamps.
 */
export function otherStoreClaims(fixture: CatalogFixture): Record<string, unknown> {
  return inBothSpellings({
    id: fixture.productIds.olpersMilk,
    query_id: 'chosen-by-the-client',
    company_id: fixture.companyIds.grocer,
    store_id: fixture.companyIds.grocer,
    organization_query_id: STORES.grocer.queryId,
    merchant_query_id: STORES.grocer.queryId,
    role: 'owner',
    created_at: LONG_AGO,
    updated_at: LONG_AGO,
  });
}
