import { describe, expect, it } from 'vitest';
import { placesBoxForView } from './view-box';

describe('placesBoxForView', () => {
  const view = { south: 24.84, west: 67.0, north: 24.86, east: 67.02 };

  it('covers the view with a margin on every side', () => {
    const box = placesBoxForView(view);
    expect(box.south).toBeLessThanOrEqual(24.83);
    expect(box.north).toBeGreaterThanOrEqual(24.87);
    expect(box.west).toBeLessThanOrEqual(66.99);
    expect(box.east).toBeGreaterThanOrEqual(67.03);
  });

  it('gives the same box for a small pan, so the places are not fetched again', () => {
    const panned = { south: 24.8405, west: 67.0004, north: 24.8605, east: 67.0204 };
    expect(placesBoxForView(panned)).toEqual(placesBoxForView(view));
  });

  it('stays inside the world', () => {
    const box = placesBoxForView({ south: -89, west: -179.9, north: 89, east: 179.9 });
    expect(box).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });

  it('keeps south ≤ north and west ≤ east for an empty view', () => {
    const box = placesBoxForView({ south: 24.85, west: 67.01, north: 24.85, east: 67.01 });
    expect(box.south).toBeLessThanOrEqual(box.north);
    expect(box.west).toBeLessThanOrEqual(box.east);
  });
});
