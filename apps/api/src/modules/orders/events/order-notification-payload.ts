import { orderStatusSchema } from '@sauda/domain';
import { z } from 'zod';
import type { OrderNotification } from '../order-notification.js';

const orderNotificationSchema = z.object({
  event_id: z.number().int().positive(),
  order_id: z.number().int().positive(),
  order_query_id: z.string().min(1),
  invoice_query_id: z.string().min(1),
  short_order_id: z.string().nullable(),
  user_id: z.number().int().positive(),
  company_id: z.number().int().positive(),
  status: orderStatusSchema,
  at: z.string().min(1),
}) satisfies z.ZodType<OrderNotification>;

export type PayloadResult =
  { ok: true; notification: OrderNotification } | { ok: false; reason: string };

/**
 * A NOTIFY payload is text from the database: another version of the API, or a hand-typed
 * `pg_notify`, may send anything. Only a complete notification is routed.
 */
export function parseOrderNotification(payload: string | undefined): PayloadResult {
  if (!payload) return { ok: false, reason: 'empty payload' };
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = orderNotificationSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
  return { ok: true, notification: parsed.data };
}
