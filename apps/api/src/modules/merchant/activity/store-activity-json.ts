import { storeActivityDetailSchema, type StoreActivityEntry } from '@sauda/domain';
import type { StoreActivityRow } from './store-activity.repository.js';

/** One log entry as the owner reads it: who (as they were then), what, to what, when. */
export function toStoreActivityJson(row: StoreActivityRow): StoreActivityEntry {
  return {
    id: String(row.id),
    action: row.action,
    actor:
      row.actorId === null && row.actorName === null && row.actorMobileNumber === null
        ? null
        : { full_name: row.actorName, mobile_number: row.actorMobileNumber },
    subject: row.subject,
    detail: storeActivityDetailSchema.parse(row.detail),
    created_at: row.createdAt.toISOString(),
  };
}
