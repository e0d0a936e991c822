import type { LatLong } from '@sauda/domain';
import { roundCoordinate } from '../../../shared/map/api/geo-keys';

/** One text per map point (to the cache's precision), to tell whether the pin has moved. */
export function pinKey(point: LatLong): string {
  return `${roundCoordinate(point.lat)},${roundCoordinate(point.long)}`;
}
