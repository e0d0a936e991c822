import { EARTH_RADIUS_KM, type LatLong } from '@sauda/domain';

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/**
 * The distance between two points on a plane through their mean latitude (equirectangular):
 * within 0.1% of the haversine distance up to about 1,000 km, at a fraction of its cost, which
 * matters when a keystroke measures every entry of the gazetteer.
 */
export function planarKm(from: LatLong, to: LatLong): number {
  const cosLat = Math.cos(((from.lat + to.lat) * Math.PI) / 360);
  return Math.hypot((to.long - from.long) * cosLat, to.lat - from.lat) * KM_PER_DEGREE;
}

/** A point in kilometres east (x) and north (y) of the projection's origin. */
interface Planar {
  readonly x: number;
  readonly y: number;
}

export interface NearestOnLine {
  /** The point of the line closest to the target, in degrees. */
  readonly point: LatLong;
  readonly km: number;
}

/**
 * The point of a polyline nearest to `target`, and how far it is. The line is flattened onto a
 * plane around the target (equirectangular): within a city the error is far below a metre,
 * and the distance to each segment is then plain geometry.
 */
export function nearestOnPolyline(
  target: LatLong,
  points: readonly (readonly [number, number])[],
): NearestOnLine | null {
  const cosLat = Math.cos((target.lat * Math.PI) / 180);
  const project = ([lat, long]: readonly [number, number]): Planar => ({
    x: (long - target.long) * cosLat * KM_PER_DEGREE,
    y: (lat - target.lat) * KM_PER_DEGREE,
  });
  let best: { at: Planar; km: number } | null = null;
  for (let index = 0; index < points.length; index++) {
    const start = points[index];
    const end = points[index + 1] ?? start;
    if (!start || !end) continue;
    const at = closestToOrigin(project(start), project(end));
    const km = Math.hypot(at.x, at.y);
    if (!best || km < best.km) best = { at, km };
  }
  if (!best) return null;
  return {
    point: {
      lat: target.lat + best.at.y / KM_PER_DEGREE,
      long: target.long + best.at.x / (cosLat * KM_PER_DEGREE),
    },
    km: best.km,
  };
}

/** The point of segment a–b closest to the origin (the target). */
function closestToOrigin(a: Planar, b: Planar): Planar {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return a;
  const t = Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / lengthSquared));
  return { x: a.x + t * dx, y: a.y + t * dy };
}
