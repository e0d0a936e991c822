import {
  STORE_ACTIVITY_PAGE_SIZE,
  type StoreActivityEntry,
  type Pagination,
  type StoreActivityAction,
} from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { pageOffset, paginationOf } from '../../catalog/pagination.js';
import { requireStoreAccess } from '../access/store-access.js';
import { toStoreActivityJson } from './store-activity-json.js';
import { countStoreActivity, listStoreActivity } from './store-activity.repository.js';

export interface StoreActivityQuery {
  action?: StoreActivityAction | undefined;
  page: number;
}

/** GET merchant/stores/{storeId}/activity (owners): the log, newest first, one action or all. */
export async function readStoreActivity(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
  query: StoreActivityQuery,
): Promise<{ activity: StoreActivityEntry[]; pagination: Pagination }> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'manageStaff');
  const filter = { companyId, action: query.action };
  const offset = pageOffset(query.page, STORE_ACTIVITY_PAGE_SIZE);
  const [total, rows] = await Promise.all([
    countStoreActivity(db, filter),
    listStoreActivity(db, filter, STORE_ACTIVITY_PAGE_SIZE, offset),
  ]);
  return {
    activity: rows.map(toStoreActivityJson),
    pagination: paginationOf(query.page, STORE_ACTIVITY_PAGE_SIZE, total),
  };
}
