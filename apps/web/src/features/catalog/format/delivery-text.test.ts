import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../i18n';
import { deliveryFeeText, distanceKm, durationText } from './delivery-text';

beforeAll(async () => {
  await initI18n('en');
});

describe('delivery texts', () => {
  it('writes durations the short way', () => {
    const t = i18next.t.bind(i18next);
    expect(durationText(t, { day: 0, hour: 0, minute: 30 })).toBe('30 min');
    expect(durationText(t, { day: 0, hour: 1, minute: 15 })).toBe('1 hr 15 min');
    expect(durationText(t, { day: 2, hour: 0, minute: 0 })).toBe('2 days');
    expect(durationText(t, { day: 1, hour: 0, minute: 0 })).toBe('1 day');
    expect(durationText(t, { day: 0, hour: 0, minute: 0 })).toBe('0 min');
  });

  it('says Free Delivery for a fee of 0, else the amount in rupees', () => {
    const t = i18next.t.bind(i18next);
    expect(deliveryFeeText(t, 0)).toBe('Free Delivery');
    expect(deliveryFeeText(t, 99)).toBe('Delivery Rs 99.00');
    expect(deliveryFeeText(t, 1250.5)).toBe('Delivery Rs 1,250.50');
  });

  it('rounds distances to one decimal', () => {
    expect(distanceKm(2.345)).toBe('2.3');
    expect(distanceKm(0)).toBe('0.0');
  });
});
