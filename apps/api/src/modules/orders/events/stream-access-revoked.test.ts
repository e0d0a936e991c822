import { describe, expect, it, vi } from 'vitest';
import { OrderEventsFanOut } from './order-events-fan-out.js';
import { parseStreamAccessRevoked } from './stream-access-revoked.js';

const revokedPayload = (userId: unknown, companyId: unknown) =>
  JSON.stringify({ kind: 'access_revoked', user_id: userId, company_id: companyId });

describe('parseStreamAccessRevoked', () => {
  it('reads a revocation and nothing else', () => {
    expect(parseStreamAccessRevoked(revokedPayload(7, 2))).toEqual({ userId: 7, companyId: 2 });
    for (const payload of [
      undefined,
      '',
      'access_revoked',
      revokedPayload('7', 2),
      revokedPayload(7, 0),
      JSON.stringify({ kind: 'other', user_id: 7, company_id: 2 }),
      JSON.stringify({ event_id: 1, order_id: 2, status: 'order_pending' }),
    ]) {
      expect(parseStreamAccessRevoked(payload), String(payload)).toBeUndefined();
    }
  });
});

describe('OrderEventsFanOut and a revocation', () => {
  it('tells the listeners of that store only, and no one hears it as an order event', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const fanOut = new OrderEventsFanOut(log);
    const store = { event: vi.fn(), revoked: vi.fn() };
    const otherStore = { event: vi.fn(), revoked: vi.fn() };
    const shopper = { event: vi.fn(), revoked: vi.fn() };
    fanOut.subscribe({ companyId: 2 }, store);
    fanOut.subscribe({ companyId: 3 }, otherStore);
    fanOut.subscribe({ userId: 7 }, shopper);

    fanOut.deliver(revokedPayload(7, 2));

    expect(store.revoked).toHaveBeenCalledWith(7);
    expect(otherStore.revoked).not.toHaveBeenCalled();
    expect(shopper.revoked).not.toHaveBeenCalled();
    expect([store, otherStore, shopper].some((l) => l.event.mock.calls.length > 0)).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
