import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import {
  REPLAY_LIMIT,
  type OrderEventStreamSpec,
} from '../../orders/events/order-event-streams.js';
import {
  findOrderNotificationsAfter,
  latestOrderEventId,
} from '../../orders/events/order-events.repository.js';
import { requireStoreAccess } from '../access/store-access.js';
import {
  messageOfStoreEntry,
  storeEntryOfNotification,
  type StoreEventEntry,
} from './store-event-entry.js';

/**
 * GET merchant/stores/{storeId}/events: checked like the queue it keeps fresh (a member whose
 * role may read orders), then what the stream of that store's order events needs.
 */
export async function openStoreEvents(
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  storeQueryId: string,
): Promise<OrderEventStreamSpec<StoreEventEntry>> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'readOrders');
  const audience = { companyId };
  return {
    audience,
    viewerId: actor.id,
    entryOf: storeEntryOfNotification,
    messageOf: messageOfStoreEntry,
    loadAfter: async (afterId) =>
      (await findOrderNotificationsAfter(db, audience, afterId, REPLAY_LIMIT)).map(
        storeEntryOfNotification,
      ),
    latestId: () => latestOrderEventId(db, audience),
  };
}
