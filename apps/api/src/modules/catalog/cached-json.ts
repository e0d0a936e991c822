import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppDb } from '../../db/client.js';
import { cacheRegion, defineCacheRegion, type StockChange } from './catalog-cache.js';

/**
 * Answers showing the stock of `change`: a product's page, its store's product lists and every
 * search result (they span stores). Keys are the JSON text of the routes' keys, compared as
 * text so that a busy store's orders do not parse thousands of keys each.
 */
function answerShowsStockOf(change: StockChange, key: string): boolean {
  if (key.startsWith('["search",')) return true;
  if (key.startsWith('["products",')) {
    return key.includes(`"organization_query_id":${JSON.stringify(change.storeQueryId)}`);
  }
  if (key.startsWith('["product",')) {
    return change.productQueryIds.some((queryId) => key === JSON.stringify(['product', queryId]));
  }
  return false;
}

// A store list of 25 is about 30 kB of JSON: 2,000 answers stay within a few tens of megabytes.
const RESPONSE_TEXT = defineCacheRegion<string, Buffer>(
  'catalog-response-text',
  2_000,
  answerShowsStockOf,
);

/**
 * A public catalog answer, checked against its contract schema and encoded as UTF-8 JSON once,
 * then served from the catalog cache until it expires or the catalog changes. The key must name
 * everything the answer depends on (query, location, the minute for open-now).
 */
export function cachedJson<S extends z.ZodType>(
  db: AppDb,
  key: readonly unknown[],
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<Buffer> {
  return cacheRegion(db, RESPONSE_TEXT).getOrLoad(JSON.stringify(key), async () =>
    Buffer.from(JSON.stringify(schema.parse(await load())), 'utf8'),
  );
}

/**
 * Sends prepared JSON as it is: Fastify runs the route's serializer only for objects, so the
 * schema check and the encoding are not paid again on every cache hit.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Open-now only changes on the minute (slots are HH:MM): answers keyed by it stay exact. */
export function minuteOf(now: Date): number {
  return Math.floor(now.getTime() / 60_000);
}
