import { createHash, timingSafeEqual } from 'node:crypto';
import type { MetricsAccess } from '../../config.js';
import { forbidden, notFound } from '../app-error.js';
import { bearerToken } from '../auth.plugin.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests of equal length, in constant time. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Off: a JSON 404, as if there were no such page (production without METRICS_TOKEN). Token:
 * 403 unless `Authorization: Bearer <METRICS_TOKEN>`. Open: anyone (development and tests).
 */
export function checkMetricsAccess(access: MetricsAccess, authorization: string | undefined): void {
  if (access.access === 'off') throw notFound();
  if (access.access === 'open') return;
  const token = bearerToken(authorization);
  if (!token || !sameSecret(token, access.token)) throw forbidden();
}
