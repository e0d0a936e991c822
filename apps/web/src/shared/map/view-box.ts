import type { ViewBox } from './api/geo-keys';

/** The smallest step the box edges snap to, in degrees (about 500 m). */
const MIN_SNAP_DEGREES = 1 / 256;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A power of two (in degrees) near a quarter of the span, so nearby views share one box. */
function snapStep(span: number): number {
  if (!(span > 0)) return MIN_SNAP_DEGREES;
  return Math.max(MIN_SNAP_DEGREES, 2 ** Math.ceil(Math.log2(span / 4)));
}

/**
 * The box to ask geo/places for: the view grown by half its size on every side and snapped
 * outward to a grid, so small pans reuse the places already fetched; clamped to the world.
 */
export function placesBoxForView(view: ViewBox): ViewBox {
  const latSpan = view.north - view.south;
  const longSpan = view.east - view.west;
  const latStep = snapStep(latSpan);
  const longStep = snapStep(longSpan);
  return {
    south: clamp(Math.floor((view.south - latSpan / 2) / latStep) * latStep, -90, 90),
    north: clamp(Math.ceil((view.north + latSpan / 2) / latStep) * latStep, -90, 90),
    west: clamp(Math.floor((view.west - longSpan / 2) / longStep) * longStep, -180, 180),
    east: clamp(Math.ceil((view.east + longSpan / 2) / longStep) * longStep, -180, 180),
  };
}
