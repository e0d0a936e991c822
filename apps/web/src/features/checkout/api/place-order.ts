import { placeOrderResponseSchema, type Invoice, type placeOrderBodySchema } from '@sauda/domain';
import type { z } from 'zod';
import { request } from '../../../api/request';

/** What the web sends: the contract's body before its defaults apply. */
export type PlaceOrderPayload = z.input<typeof placeOrderBodySchema>;

export const PLACE_ORDER_ACTION = 'PLACE_ORDER';

/** PUT invoices/{id}/place_order: the placed invoice with its order and short order id. */
export async function placeOrder(invoiceId: string, body: PlaceOrderPayload): Promise<Invoice> {
  const answer = await request({
    url: `invoices/${encodeURIComponent(invoiceId)}/place_order`,
    method: 'PUT',
    body,
    action: PLACE_ORDER_ACTION,
    schema: placeOrderResponseSchema,
  });
  return answer.invoice;
}
