import type { MerchantStore, StoreSettingsBody } from '@sauda/domain';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { invalidateCatalog } from '../../catalog/catalog-cache.js';
import { requireStoreAccess } from '../access/store-access.js';
import { presentMerchantStore } from './merchant-stores.service.js';
import {
  assertSettingsRules,
  settingsColumns,
  settingsPermission,
} from './store-settings-rules.js';
import {
  replaceHolidays,
  replaceWorkingHours,
  updateStoreColumns,
} from './store-settings.repository.js';

/**
 * PATCH /merchant/stores/{storeId}: pause or reopen (any member), or change the hours,
 * holidays, fees, radius and preparation time (owner and manager). All of it in one
 * transaction, checked before it starts: a refused request changes nothing.
 */
export async function updateStoreSettings(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
  body: StoreSettingsBody,
  now: Date,
): Promise<MerchantStore> {
  const membership = await requireStoreAccess(db, actor, storeQueryId, settingsPermission(body));
  assertSettingsRules(body, now);
  const { companyId } = membership;
  await db.transaction(async (tx) => {
    await updateStoreColumns(tx, companyId, settingsColumns(body), now);
    if (body.working_hours) await replaceWorkingHours(tx, companyId, body.working_hours);
    if (body.holidays) await replaceHolidays(tx, companyId, body.holidays);
  });
  // Shoppers see the pause, the hours and the fees at once, not when the cache expires.
  invalidateCatalog(db);
  return presentMerchantStore(db, membership, now);
}
