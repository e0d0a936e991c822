import { haversineKm } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { nearestOnPolyline, planarKm } from './planar-distance.js';

const line = [
  [24.86, 67.0],
  [24.86, 67.02],
  [24.88, 67.02],
] as const;

describe('nearestOnPolyline', () => {
  it('finds the foot of the perpendicular on the nearest segment', () => {
    const target = { lat: 24.865, long: 67.01 };
    const nearest = nearestOnPolyline(target, line);
    expect(nearest?.point.lat).toBeCloseTo(24.86, 6);
    expect(nearest?.point.long).toBeCloseTo(67.01, 6);
    // 0.005° of latitude is about 556 m, whatever the projection.
    expect(nearest?.km).toBeCloseTo(0.556, 2);
    expect(nearest?.km).toBeCloseTo(haversineKm(target, { lat: 24.86, long: 67.01 }), 3);
  });

  it('stops at the ends of the line', () => {
    const nearest = nearestOnPolyline({ lat: 24.85, long: 66.99 }, line);
    expect(nearest?.point).toEqual({ lat: 24.86, long: 67.0 });
  });

  it('measures to the second segment when it is nearer', () => {
    const nearest = nearestOnPolyline({ lat: 24.87, long: 67.03 }, line);
    expect(nearest?.point.lat).toBeCloseTo(24.87, 6);
    expect(nearest?.point.long).toBeCloseTo(67.02, 6);
    expect(nearest?.km).toBeCloseTo(haversineKm({ lat: 24.87, long: 67.03 }, nearest!.point), 3);
  });

  it('answers a point on the line with zero, and null for no points', () => {
    expect(nearestOnPolyline({ lat: 24.86, long: 67.02 }, line)?.km).toBeCloseTo(0, 9);
    expect(nearestOnPolyline({ lat: 24.86, long: 67.02 }, [])).toBeNull();
  });
});

describe('planarKm', () => {
  it('stays within 0.1% of the haversine distance across a city and between cities', () => {
    const karachi = { lat: 24.86, long: 67.01 };
    for (const to of [
      { lat: 24.8131, long: 67.0384 },
      { lat: 25.0, long: 67.3 },
      { lat: 31.5104, long: 74.3441 },
      { lat: 33.7214, long: 73.0573 },
    ]) {
      const exact = haversineKm(karachi, to);
      expect(Math.abs(planarKm(karachi, to) - exact) / exact).toBeLessThan(0.001);
    }
    expect(planarKm(karachi, karachi)).toBe(0);
  });
});
