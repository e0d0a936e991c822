import type { PageKey } from '../../../i18n/page-keys';

/** What a route tells its layout: the page whose title goes into the document title. */
export interface RouteHandle {
  page?: PageKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value;
}
