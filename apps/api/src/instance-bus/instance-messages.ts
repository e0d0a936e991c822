import { z } from 'zod';

/** The channel on which API instances tell each other to forget what they keep in memory. */
export const INSTANCE_CHANNEL = 'sauda_instance';

const userId = z.number().int().positive();

/**
 * `user_changed` comes from database triggers (migration 0017) whenever a user row changes or
 * one of their sessions ends; `catalog_changed` from `invalidateCatalog` after a catalog write;
 * `stock_changed` from `invalidateStock` after an order took or gave back a store's stock;
 * `sync` is an instance's marker to itself (`InstanceBus.sync`), ignored by the others.
 */
const instanceMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user_changed'), user_id: userId }),
  z.object({ kind: z.literal('catalog_changed') }),
  z.object({
    kind: z.literal('stock_changed'),
    store_query_id: z.string().min(1).max(200),
    product_ids: z.array(z.number().int().positive()).max(1_000),
    product_query_ids: z.array(z.string().min(1).max(200)).max(1_000),
  }),
  z.object({ kind: z.literal('sync'), id: z.string().min(1).max(64) }),
]);

export type InstanceMessage = z.infer<typeof instanceMessageSchema>;
export type InstanceMessageKind = InstanceMessage['kind'];
export type InstanceMessageOf<K extends InstanceMessageKind> = Extract<
  InstanceMessage,
  { kind: K }
>;

/** A payload is text from the database (another version, a hand-typed pg_notify): checked. */
export function parseInstanceMessage(payload: string | undefined): InstanceMessage | undefined {
  if (!payload) return undefined;
  try {
    const parsed = instanceMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
