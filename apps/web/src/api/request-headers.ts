import { DEVICE, PUSH_TOKEN_PLACEHOLDER } from '@sauda/domain';
import type { GeoPoint } from './request-config';

/** Header names of SPEC §7; the server reads location from them and ignores the rest. */
export const HEADER_NAMES = {
  latitude: 'latitude',
  longitude: 'longitude',
  lat: 'lat',
  long: 'long',
  contentType: 'Content-Type',
  apiKey: 'api-key',
  device: 'device',
  visitorId: 'visitor-id',
  pushToken: 'fcm-token',
  authorization: 'Authorization',
} as const;

export interface HeaderSources {
  /** Authenticated calls add location and the session token. */
  auth: boolean;
  /** FormData bodies: the browser writes the multipart content type with its boundary. */
  multipart: boolean;
  apiKey: string;
  visitorId: string;
  sessionToken: string | null | undefined;
  location: GeoPoint | null | undefined;
}

function locationHeaders(location: GeoPoint | null | undefined): Record<string, string> {
  if (!location) return {};
  const latitude = String(location.latitude);
  const longitude = String(location.longitude);
  return {
    [HEADER_NAMES.latitude]: latitude,
    [HEADER_NAMES.longitude]: longitude,
    [HEADER_NAMES.lat]: latitude,
    [HEADER_NAMES.long]: longitude,
  };
}

export function buildRequestHeaders(sources: HeaderSources): Record<string, string> {
  const headers: Record<string, string> = {
    ...(sources.auth ? locationHeaders(sources.location) : {}),
    ...(sources.multipart ? {} : { [HEADER_NAMES.contentType]: 'application/json' }),
    [HEADER_NAMES.apiKey]: sources.apiKey,
    [HEADER_NAMES.device]: DEVICE,
    [HEADER_NAMES.visitorId]: sources.visitorId,
    [HEADER_NAMES.pushToken]: PUSH_TOKEN_PLACEHOLDER,
  };
  if (sources.auth && sources.sessionToken) {
    headers[HEADER_NAMES.authorization] = `Bearer ${sources.sessionToken}`;
  }
  return headers;
}
