import { ordersResponseSchema, type OrdersQuery } from '@sauda/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../../db/client.js';
import type { UserRow } from '../../auth/sessions.repository.js';
import { listOrders } from '../orders.service.js';
import { historyPageKey, type OrderHistoryCache } from './order-history-cache.js';

/**
 * GET users/orders as JSON, through the shopper's kept pages: a page read again before any of
 * their orders changed costs no query and no serializing. Only the signed-in shopper's own
 * pages are ever looked up. Encoded as the route's serializer would (the same schema).
 */
export async function keptOrdersJson(
  history: OrderHistoryCache,
  db: AppDb,
  actor: Pick<UserRow, 'id'>,
  query: OrdersQuery,
): Promise<string> {
  const key = historyPageKey(query);
  const kept = history.get(actor.id, key);
  if (kept !== undefined) return kept;
  const generation = history.generation;
  const answer = await listOrders(db, actor, query);
  const json = JSON.stringify(z.encode(ordersResponseSchema, answer));
  history.set(actor.id, key, json, generation);
  return json;
}

/** Sends JSON already encoded with the route's response schema: Fastify sends a string as is. */
export function sendEncodedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
