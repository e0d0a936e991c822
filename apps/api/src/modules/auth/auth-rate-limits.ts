import type { Config } from '../../config.js';

/**
 * Requests per minute per IP on the routes that send codes or check secrets, on top of the
 * per-number rules (login lock, 30-second resend). Kept loose enough for many phones behind
 * one carrier address.
 */
export const AUTH_RATE_LIMITS = Object.freeze({
  authenticate: 20,
  signUp: 10,
  forgotPassword: 10,
  sendOtp: 10,
});

export interface RouteRateLimitConfig {
  rateLimit?: { max: number; timeWindow: number };
}

/** A route's stricter limit; none when limits are off (`RATE_LIMIT_MAX=0`). */
export function strictRateLimit(
  config: Pick<Config, 'rateLimitMax'>,
  perMinute: number,
): RouteRateLimitConfig {
  if (config.rateLimitMax === 0) return {};
  return { rateLimit: { max: Math.min(perMinute, config.rateLimitMax), timeWindow: 60_000 } };
}
