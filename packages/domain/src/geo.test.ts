import { describe, expect, it } from 'vitest';
import { haversineKm, isWithinDeliveryRange, roundKm } from './geo.js';

const KARACHI = { lat: 24.8607, long: 67.0011 };
const LAHORE = { lat: 31.5204, long: 74.3587 };

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm(KARACHI, KARACHI)).toBe(0);
  });

  it('measures one degree of a meridian as 6371 km × π / 180', () => {
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo(111.195, 3);
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 1 })).toBeCloseTo(111.195, 3);
  });

  it('gives the great-circle distance from Karachi to Lahore (about 1,030 km)', () => {
    const km = haversineKm(KARACHI, LAHORE);
    expect(km).toBeGreaterThan(1020);
    expect(km).toBeLessThan(1040);
    expect(haversineKm(LAHORE, KARACHI)).toBeCloseTo(km, 9);
  });

  it('shrinks a degree of longitude towards the poles', () => {
    const atEquator = haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 1 });
    const atSixty = haversineKm({ lat: 60, long: 0 }, { lat: 60, long: 1 });
    expect(atSixty).toBeCloseTo(atEquator / 2, 1);
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});

describe('roundKm', () => {
  it('keeps 2 decimals', () => {
    expect(roundKm(3.14159)).toBe(3.14);
    expect(roundKm(2.005001)).toBe(2.01);
    expect(roundKm(0)).toBe(0);
  });
});

describe('isWithinDeliveryRange', () => {
  const store = { lat: 0, long: 0 };

  it('passes inside the radius and on its edge, fails beyond it', () => {
    expect(isWithinDeliveryRange(store, 112, { lat: 1, long: 0 })).toBe(true);
    const edge = haversineKm(store, { lat: 1, long: 0 });
    expect(isWithinDeliveryRange(store, edge, { lat: 1, long: 0 })).toBe(true);
    expect(isWithinDeliveryRange(store, 111, { lat: 1, long: 0 })).toBe(false);
  });

  it('passes when any coordinate or the radius is missing (SPEC §5)', () => {
    expect(isWithinDeliveryRange({ lat: null, long: 0 }, 1, { lat: 5, long: 5 })).toBe(true);
    expect(isWithinDeliveryRange(store, 1, { lat: 5 })).toBe(true);
    expect(isWithinDeliveryRange(store, null, { lat: 5, long: 5 })).toBe(true);
    expect(isWithinDeliveryRange(store, 1, { lat: Number.NaN, long: 5 })).toBe(true);
  });
});
