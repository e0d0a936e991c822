import fp from 'fastify-plugin';
import { parseStreamAccessRevoked } from '../events/stream-access-revoked.js';
import { parseOrderNotification } from '../events/order-notification-payload.js';
import { ORDER_EVENTS_CHANNEL } from '../order-notification.js';
import { orderChangesNoted, runNotingOrderChanges } from './order-changes-scope.js';
import { OrderHistoryCache } from './order-history-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages of GET users/orders this instance keeps, by shopper. */
    orderHistoryCache: OrderHistoryCache;
  }
}

/** A payload on the order events channel: whose history it changes, or all (unknown payload). */
function forgetOnPayload(cache: OrderHistoryCache, payload: string | undefined): void {
  const event = parseOrderNotification(payload);
  if (event.ok) cache.forgetUser(event.notification.user_id);
  else if (!parseStreamAccessRevoked(payload)) cache.clear();
}

/**
 * Empties a shopper's kept history on every order change, from one place: every placement and
 * status move already sends an order event in its transaction (`notifyOrderEvent`). Every
 * instance hears it on its listening connection at the commit; the instance that made the
 * change also forgets before it answers (the request noted the shopper), so the shopper's next
 * read sees it even before the notification comes back. While the connection is down the
 * cache serves nothing, and a gap empties it (decision 0013).
 */
export const orderHistoryCachePlugin = fp(
  (app) => {
    const listener = app.databaseListener;
    const cache = new OrderHistoryCache({ trusted: () => listener.listening });
    app.decorate('orderHistoryCache', cache);
    const unsubscribe = listener.subscribe(ORDER_EVENTS_CHANNEL, {
      payload: (payload) => forgetOnPayload(cache, payload),
      lost: () => cache.clear(),
      reconnected: () => cache.clear(),
    });
    app.addHook('onClose', (_app, done) => {
      unsubscribe();
      done();
    });
    app.addHook('onRequest', (_request, _reply, done) => runNotingOrderChanges(done));
    app.addHook('onSend', (_request, _reply, payload, done) => {
      for (const userId of orderChangesNoted()) cache.forgetUser(userId);
      done(null, payload);
    });
    return Promise.resolve();
  },
  { name: 'sauda-order-history-cache', dependencies: ['sauda-instance-bus'] },
);
