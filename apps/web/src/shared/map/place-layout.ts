import type { LatLong, Place, PlaceKind } from '@sauda/domain';

/** From this zoom a kind of place is drawn as a point. */
export const POINT_MIN_ZOOM: Readonly<Record<PlaceKind, number>> = {
  area: 11,
  market: 13,
  landmark: 13,
  road: 15,
};

/** From this zoom its name is written beside the point: areas first, then markets. */
export const LABEL_MIN_ZOOM: Readonly<Record<PlaceKind, number>> = {
  area: 12,
  market: 14,
  landmark: 14,
  road: 15,
};

const KIND_PRIORITY: Readonly<Record<PlaceKind, number>> = {
  area: 0,
  market: 1,
  landmark: 2,
  road: 3,
};

// Label boxes in screen pixels, measured from the label styles (11–12 px text beside the dot).
const LABEL_OFFSET_X = 8;
const LABEL_HEIGHT = 18;
const LABEL_PADDING = 6;
const CHAR_WIDTH: Readonly<Record<PlaceKind, number>> = {
  area: 7.4,
  market: 6.4,
  landmark: 6.4,
  road: 6,
};

export interface LaidOutPlace {
  place: Place;
  /** Whether the name is written beside the point (false: only on hover or focus). */
  labelled: boolean;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const TILE_SIZE = 256;
const MAX_SIN_LATITUDE = 0.9999;

/** Web Mercator world pixels at `zoom`, as Leaflet projects them. */
export function projectToPixels(point: LatLong, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.max(
    -MAX_SIN_LATITUDE,
    Math.min(MAX_SIN_LATITUDE, Math.sin((point.lat * Math.PI) / 180)),
  );
  return {
    x: ((point.long + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function labelBox(place: Place, zoom: number): Box {
  const { x, y } = projectToPixels(place, zoom);
  const width = place.name.length * CHAR_WIDTH[place.kind] + LABEL_PADDING;
  return {
    left: x + LABEL_OFFSET_X,
    right: x + LABEL_OFFSET_X + width,
    top: y - LABEL_HEIGHT / 2,
    bottom: y + LABEL_HEIGHT / 2,
  };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Which places to draw at `zoom` and which of them carry their name. Names are placed in
 * order of importance (areas, then markets, landmarks and roads) and a name that would run
 * into one already placed is left off, so the map stays readable without tiles.
 */
export function layOutPlaces(places: readonly Place[], zoom: number): LaidOutPlace[] {
  const visible = places.filter((place) => zoom >= POINT_MIN_ZOOM[place.kind]);
  const byImportance = [...visible].sort((a, b) => KIND_PRIORITY[a.kind] - KIND_PRIORITY[b.kind]);
  const placed: Box[] = [];
  const labelled = new Set<Place>();
  for (const place of byImportance) {
    if (zoom < LABEL_MIN_ZOOM[place.kind]) continue;
    const box = labelBox(place, zoom);
    if (placed.some((other) => overlaps(box, other))) continue;
    placed.push(box);
    labelled.add(place);
  }
  return byImportance.map((place) => ({ place, labelled: labelled.has(place) }));
}
