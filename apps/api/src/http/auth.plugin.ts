import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  findLiveSession,
  touchSession,
  type SessionRow,
  type UserRow,
} from '../modules/auth/sessions.repository.js';
import { unauthorized } from './app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of the bearer token, or null (anonymous or dead token). */
    session: SessionRow | null;
    user: UserRow | null;
  }
}

/** A session unused for this long is over, whatever its expiry says. */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
// last_seen_at only needs minute precision for the idle rule; writing it on every call would
// turn each authenticated read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Sessions store only this hash (DESIGN §4): a leaked table cannot be replayed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/**
 * Reads `Authorization: Bearer <token>` on every request. A missing or dead token leaves the
 * request anonymous; routes that need a user say so with `requireUser`, so a public page never
 * fails because of a stale token.
 */
export const authPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const now = new Date();
      const idleSince = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS);
      const found = await findLiveSession(app.db, hashSessionToken(token), now, idleSince);
      if (!found || found.user.status === 'blocked') return;
      request.session = found.session;
      request.user = found.user;
      const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
      if (found.session.lastSeenAt < staleBefore) {
        await touchSession(app.db, found.session.id, now, staleBefore);
      }
    });
    return Promise.resolve();
  },
  { name: 'sauda-auth', dependencies: ['sauda-app-context'] },
);

/** Route-level guard: `{ preHandler: requireUser }`. */
export function requireUser(request: FastifyRequest): Promise<void> {
  return request.user ? Promise.resolve() : Promise.reject(unauthorized());
}

/** The signed-in user of a guarded route (answers 401 when there is none). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
