import { describe, expect, it } from 'vitest';
import {
  orderIdParamsSchema,
  ordersQuerySchema,
  orderStatusEventSchema,
  orderTransitionBodySchema,
} from './order.schemas.js';

describe('ordersQuerySchema', () => {
  it('defaults to the active tab, page 1 and 24 per page (SPEC §9)', () => {
    expect(ordersQuerySchema.parse({})).toEqual({ order_type: 'active', page: 1, per_page: 24 });
  });

  it('reads each tab and the numbers of a query string', () => {
    for (const tab of ['active', 'past', 'cancelled']) {
      expect(ordersQuerySchema.parse({ order_type: tab, page: '3', per_page: '10' })).toEqual({
        order_type: tab,
        page: 3,
        per_page: 10,
      });
    }
  });

  it.each([
    [{ order_type: 'all' }],
    [{ order_type: 'Active' }],
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ per_page: '0' }],
    [{ per_page: '51' }],
    [{ page: 'two' }],
  ])('refuses %j', (query) => {
    expect(ordersQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('orderIdParamsSchema', () => {
  it('trims the id and refuses an empty or overlong one', () => {
    expect(orderIdParamsSchema.parse({ orderId: ' abc ' })).toEqual({ orderId: 'abc' });
    expect(orderIdParamsSchema.safeParse({ orderId: '  ' }).success).toBe(false);
    expect(orderIdParamsSchema.safeParse({ orderId: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('orderTransitionBodySchema', () => {
  it('takes a status alone or with a 4-digit code', () => {
    expect(orderTransitionBodySchema.parse({ status: 'order_confirmed' })).toEqual({
      status: 'order_confirmed',
    });
    expect(
      orderTransitionBodySchema.parse({ status: 'order_delivered', handover_code: ' 0427 ' }),
    ).toEqual({ status: 'order_delivered', handover_code: '0427' });
  });

  it('refuses an unknown status', () => {
    expect(orderTransitionBodySchema.safeParse({ status: 'order_lost' }).success).toBe(false);
    expect(orderTransitionBodySchema.safeParse({}).success).toBe(false);
  });

  it.each(['123', '12345', 'abcd'])('refuses the code %s with the format message', (code) => {
    const result = orderTransitionBodySchema.safeParse({
      status: 'order_delivered',
      handover_code: code,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The handover code has 4 digits.');
  });
});

describe('orderStatusEventSchema', () => {
  it('reads a status event as the live updates send it', () => {
    const event = {
      order_query_id: 'o1',
      invoice_query_id: 'i1',
      short_order_id: 'SD-4F7K2Q',
      status: 'order_confirmed',
      at: '2026-11-18T07:00:00.000Z',
    };
    expect(orderStatusEventSchema.parse(event)).toEqual(event);
    expect(orderStatusEventSchema.safeParse({ ...event, status: 'shipped' }).success).toBe(false);
  });
});
