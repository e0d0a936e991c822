import {
  OPERATOR_STORES_PAGE_SIZE,
  SERVER_MESSAGES,
  type OperatorStore,
  type OperatorStoreBody,
  type OperatorStoresQuery,
  type Pagination,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import { notFound } from '../../../http/app-error.js';
import { invalidateCatalog } from '../../catalog/catalog-cache.js';
import { assertOperator, type Operator } from '../operator-access.js';
import { percentToBps, toOperatorStoreJson } from './operator-store-json.js';
import {
  countStores,
  findStore,
  findStoreOwners,
  findStores,
  updateStore,
} from './operator-stores.repository.js';

export interface OperatorStoresPage {
  stores: OperatorStore[];
  pagination: Pagination;
}

function storeNotFound() {
  return notFound(SERVER_MESSAGES.storeNotFound, 'store_not_found');
}

/** GET admin/stores: drafts (not published) and live stores, newest first, 25 a page. */
export async function listOperatorStores(
  db: AppDb,
  actor: Operator,
  { page, ...filters }: OperatorStoresQuery,
): Promise<OperatorStoresPage> {
  assertOperator(actor);
  const perPage = OPERATOR_STORES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findStores(db, filters, { limit: perPage, offset: (page - 1) * perPage }),
    countStores(db, filters),
  ]);
  const owners = await findStoreOwners(
    db,
    rows.map((row) => row.id),
  );
  return {
    stores: rows.map((row) => toOperatorStoreJson(row, owners)),
    pagination: {
      page,
      per_page: perPage,
      total_items: total,
      total_pages: Math.ceil(total / perPage),
    },
  };
}

async function storeJson(db: AppDb, queryId: string): Promise<OperatorStore> {
  const row = await findStore(db, queryId);
  if (!row) throw storeNotFound();
  return toOperatorStoreJson(row, await findStoreOwners(db, [row.id]));
}

/**
 * PATCH admin/stores/{id}: the commission and whether shoppers see the store. Orders copy the
 * rate when placed, so a new rate counts from the next order on.
 */
export async function changeOperatorStore(
  db: AppDb,
  actor: Operator,
  queryId: string,
  body: OperatorStoreBody,
): Promise<OperatorStore> {
  assertOperator(actor);
  const changed = await updateStore(db, queryId, {
    ...(body.commission_rate === undefined
      ? {}
      : { commissionRateBps: percentToBps(body.commission_rate) }),
    ...(body.is_published === undefined ? {} : { isActive: body.is_published }),
  });
  if (!changed) throw storeNotFound();
  invalidateCatalog(db);
  return storeJson(db, queryId);
}
