import { DEFAULT_EXEMPT_ACTIONS } from './request-constants';
import type { RequestError } from './request-error';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * What the requester needs from the rest of the app. Features plug these in at start-up so the
 * requester never imports a feature (imports flow shared → features → app).
 */
export interface RequesterConfig {
  getSessionToken: () => string | null | undefined;
  getLocation: () => GeoPoint | null | undefined;
  getVisitorId: () => string | null | undefined;
  /** Called on 401/403/419 outside login: the app clears state, logs out, goes to /home. */
  onSessionExpired: (error: RequestError) => void;
  /** Actions left out of the cancel-earlier-request rule. */
  exemptActions: readonly string[];
  /**
   * Sends a call: the browser's fetch. Rendering a page on the server answers from the API in
   * the same process instead, where every page rendered at once shares this module: there, no
   * call may cancel another's (`cancelsEarlier` false).
   */
  send: typeof fetch;
  cancelsEarlier: boolean;
}

const defaults: RequesterConfig = {
  getSessionToken: () => null,
  getLocation: () => null,
  getVisitorId: () => null,
  onSessionExpired: () => undefined,
  exemptActions: DEFAULT_EXEMPT_ACTIONS,
  send: (input, init) => fetch(input, init),
  cancelsEarlier: true,
};

let current: RequesterConfig = defaults;

/** Merges over the current configuration, so each store can plug in only what it owns. */
export function configureRequester(config: Partial<RequesterConfig>): void {
  current = { ...current, ...config };
}

export function resetRequesterConfig(): void {
  current = defaults;
}

export function getRequesterConfig(): RequesterConfig {
  return current;
}
