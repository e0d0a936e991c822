import { KEYED_SERVER_MESSAGES, SERVER_MESSAGES } from '@sauda/domain';
import { AppError, badRequest } from '../../http/app-error.js';
import { MAX_MAP_VIEW_DEGREES } from './map-view.js';

/** The configured geocoder did not answer in time or answered nonsense: not the user's fault. */
export function geocoderFailed(): AppError {
  return new AppError('geocoder_failed', SERVER_MESSAGES.mapSearchUnavailable, 502);
}

export function mapViewTooLarge(): AppError {
  const message = KEYED_SERVER_MESSAGES.mapViewTooLarge(MAX_MAP_VIEW_DEGREES);
  return badRequest('map_view_too_large', message);
}
