import { describe, expect, it } from 'vitest';
import { parseOrderNotification } from './order-notification-payload.js';
import { notification } from './testing/notification.js';

describe('parseOrderNotification', () => {
  it('reads a notification sent by notifyOrderEvent', () => {
    const sent = notification({ short_order_id: null });
    expect(parseOrderNotification(JSON.stringify(sent))).toEqual({ ok: true, notification: sent });
  });

  it('drops what is not JSON, with the reason', () => {
    expect(parseOrderNotification('{"event_id":')).toEqual({ ok: false, reason: 'not JSON' });
    expect(parseOrderNotification('')).toEqual({ ok: false, reason: 'empty payload' });
    expect(parseOrderNotification(undefined)).toEqual({ ok: false, reason: 'empty payload' });
  });

  it.each([
    ['a missing user', { user_id: undefined }],
    ['an unknown status', { status: 'teleported' }],
    ['a text event id', { event_id: '41' }],
    ['a missing order query id', { order_query_id: undefined }],
  ])('drops a notification with %s', (_case, change) => {
    const result = parseOrderNotification(JSON.stringify({ ...notification(), ...change }));
    expect(result.ok).toBe(false);
  });

  it('drops JSON that is not an object', () => {
    expect(parseOrderNotification('42').ok).toBe(false);
    expect(parseOrderNotification('null').ok).toBe(false);
  });
});
