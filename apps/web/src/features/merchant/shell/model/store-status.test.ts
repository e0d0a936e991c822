import { describe, expect, it } from 'vitest';
import { makeMerchantStore, makeStoreSummary } from '../testing/merchant-fixtures';
import { storeStatusAt } from './store-status';

/** Friday 27 November 2026, 14:00 in Karachi. */
const NOW = new Date('2026-11-27T09:00:00Z');

describe('storeStatusAt', () => {
  it('is open within the hours and closed outside them', () => {
    expect(storeStatusAt(makeMerchantStore(), NOW)).toEqual({ kind: 'open' });
    const evenings = makeMerchantStore({
      working_hours: [{ day_of_week: 5, start_time: '18:00', end_time: '02:00' }],
    });
    expect(storeStatusAt(evenings, NOW)).toEqual({ kind: 'closed', reason: 'hours' });
    // Saturday 01:00 in Karachi is still Friday night's slot.
    expect(storeStatusAt(evenings, new Date('2026-11-27T20:00:00Z'))).toEqual({ kind: 'open' });
  });

  it('is closed as a draft until Sauda publishes it, whatever its hours or pause say', () => {
    expect(storeStatusAt(makeMerchantStore({ is_published: false }), NOW)).toEqual({
      kind: 'closed',
      reason: 'draft',
    });
    const paused = makeStoreSummary({ is_published: false, paused_until: '2026-11-27T09:30:00Z' });
    expect(storeStatusAt(paused, NOW)).toEqual({ kind: 'closed', reason: 'draft' });
  });

  it('is closed all day on a holiday', () => {
    const store = makeMerchantStore({ holidays: [{ date: '2026-11-27', note: null }] });
    expect(storeStatusAt(store, NOW)).toEqual({ kind: 'closed', reason: 'holiday' });
  });

  it('is paused until a time, or until reopened when more than a day away', () => {
    const soon = makeMerchantStore({ paused_until: '2026-11-27T09:30:00.000Z' });
    expect(storeStatusAt(soon, NOW)).toEqual({
      kind: 'paused',
      until: new Date('2026-11-27T09:30:00.000Z'),
      untilReopened: false,
    });
    const long = makeMerchantStore({ paused_until: '2026-11-29T09:00:00.000Z' });
    expect(storeStatusAt(long, NOW)).toMatchObject({ kind: 'paused', untilReopened: true });
  });

  it('is no longer paused once the pause has passed', () => {
    const passed = makeMerchantStore({ paused_until: '2026-11-27T08:59:59.000Z' });
    expect(storeStatusAt(passed, NOW)).toEqual({ kind: 'open' });
  });

  it("takes the server's word when only the store list's summary is known", () => {
    expect(storeStatusAt(makeStoreSummary({ is_open: false }), NOW)).toEqual({
      kind: 'closed',
      reason: null,
    });
    expect(storeStatusAt(makeStoreSummary({ is_open: true }), NOW)).toEqual({ kind: 'open' });
  });
});
