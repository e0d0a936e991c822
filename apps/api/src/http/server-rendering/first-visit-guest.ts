import { randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_OS, SESSION_HINT_COOKIE } from '@sauda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageGuest } from './page-renderer.js';

const GUEST_SECRET_BYTES = 32;

function hasSessionHint(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie ?? '';
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * Whether this request opens the app for a visitor with no user: a browser's navigation (not a
 * crawler or a script fetching the page) without the cookie the app keeps while it holds one.
 */
export function needsGuest(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-mode'] === 'navigate' && !hasSessionHint(request);
}

/**
 * Signs in a new guest for a first-time visitor, as their browser would (SPEC §2), through the
 * same route and its per-IP limit, counted against the visitor's address. Null when refused:
 * the browser then signs in itself.
 */
export async function signInFirstVisitGuest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageGuest | null> {
  const visitorId = randomUUID();
  const guestSecret = randomBytes(GUEST_SECRET_BYTES).toString('hex');
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/users/authenticate_anonymously',
    remoteAddress: request.ip,
    headers: { 'content-type': 'application/json', 'visitor-id': visitorId },
    payload: { login_id: visitorId, password: guestSecret, os: CLIENT_OS, app: '' },
  });
  if (answer.statusCode !== 200) return null;
  const { user } = answer.json<{ user: unknown }>();
  return { user, visitorId, guestSecret };
}
