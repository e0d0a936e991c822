import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import {
  assertSettingsRules,
  settingsColumns,
  settingsPermission,
} from './store-settings-rules.js';

const NOW = new Date('2026-11-18T07:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function refusal(run: () => void): Pick<AppError, 'code' | 'message' | 'extra'> | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message, extra: error.extra };
  }
}

describe('settingsPermission', () => {
  it('asks pauseStore for a pause or a reopening alone, and for nothing at all', () => {
    expect(settingsPermission({ paused_until: later(MINUTE) })).toBe('pauseStore');
    expect(settingsPermission({ paused_until: null })).toBe('pauseStore');
    expect(settingsPermission({})).toBe('pauseStore');
    expect(settingsPermission({ paused_until: null, minimum_order: undefined })).toBe('pauseStore');
  });

  it('asks editStore as soon as any other setting is there', () => {
    expect(settingsPermission({ minimum_order: 0 })).toBe('editStore');
    expect(settingsPermission({ override_delivery_fee: false })).toBe('editStore');
    expect(settingsPermission({ holidays: [] })).toBe('editStore');
    expect(settingsPermission({ paused_until: null, working_hours: [] })).toBe('editStore');
  });
});

describe('assertSettingsRules', () => {
  it('takes a pause that ends within 30 days, a reopening and unique holidays', () => {
    for (const body of [
      { paused_until: later(1000) },
      { paused_until: later(30 * DAY) },
      { paused_until: null },
      {
        holidays: [
          { date: '2026-12-25', note: null },
          { date: '2026-12-26', note: null },
        ],
      },
    ]) {
      expect(refusal(() => assertSettingsRules(body, NOW))).toBeNull();
    }
  });

  it('gives the browser’s clock a few minutes over the longest pause, no more', () => {
    const check = (ms: number) =>
      refusal(() => assertSettingsRules({ paused_until: later(ms) }, NOW));
    expect(check(30 * DAY + 4 * MINUTE)).toBeNull();
    expect(check(30 * DAY + 6 * MINUTE)?.message).toBe('A pause can last at most 30 days.');
  });

  it('reads a pause in any offset as the same instant', () => {
    // 12:30 in Karachi is 07:30 UTC: 30 minutes after NOW.
    expect(
      refusal(() => assertSettingsRules({ paused_until: '2026-11-18T12:30:00+05:00' }, NOW)),
    ).toBeNull();
    expect(
      refusal(() => assertSettingsRules({ paused_until: '2026-11-18T11:30:00+05:00' }, NOW))
        ?.message,
    ).toBe('Choose a time in the future to pause until.');
  });

  it('names every repeated holiday and says “check the fields” when two rules fail', () => {
    const holidays = ['2026-12-25', '2026-12-25', '2026-12-31', '2026-12-25'].map((date) => ({
      date,
      note: null,
    }));
    expect(refusal(() => assertSettingsRules({ holidays }, NOW))).toEqual({
      code: 'validation_failed',
      message: 'Each holiday date can be listed once.',
      extra: {
        fields: {
          'holidays.1.date': 'Each holiday date can be listed once.',
          'holidays.3.date': 'Each holiday date can be listed once.',
        },
      },
    });
    const both = refusal(() => assertSettingsRules({ holidays, paused_until: later(-1) }, NOW));
    expect(both?.message).toBe('Please check the highlighted fields.');
  });
});

describe('settingsColumns', () => {
  it('turns rupees into paisa and the pause into an instant; leaves out what was not sent', () => {
    expect(
      settingsColumns({
        paused_until: '2026-11-18T12:30:00+05:00',
        delivery_fee: 99.99,
        minimum_order: 1.005,
        service_area_radius: 7.5,
        preparation_minutes: 20,
        override_delivery_fee: true,
      }),
    ).toEqual({
      pausedUntil: new Date('2026-11-18T07:30:00Z'),
      deliveryFeePaisa: 9999,
      minimumOrderPaisa: 101,
      serviceAreaRadiusKm: 7.5,
      preparationMinutes: 20,
      overrideDeliveryFee: true,
    });
    expect(settingsColumns({ paused_until: null })).toEqual({ pausedUntil: null });
    expect(settingsColumns({ working_hours: [], holidays: [] })).toEqual({});
  });
});
