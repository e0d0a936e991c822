import { AppError, badRequest } from '../../http/app-error.js';
import { MAX_MAP_VIEW_DEGREES } from './map-view.js';

export const GEOCODER_FAILED_MESSAGE =
  'The map search is not available right now. Please try again.';

/** The configured geocoder did not answer in time or answered nonsense: not the user's fault. */
export function geocoderFailed(): AppError {
  return new AppError('geocoder_failed', GEOCODER_FAILED_MESSAGE, 502);
}

export function mapViewTooLarge(): AppError {
  return badRequest(
    'map_view_too_large',
    `This map view is too large to list its places (at most ${MAX_MAP_VIEW_DEGREES}° either way). Zoom in and try again.`,
  );
}
