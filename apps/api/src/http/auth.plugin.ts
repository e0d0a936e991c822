import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  findLiveSession,
  touchSession,
  type SessionRow,
  type SessionWithUser,
  type UserRow,
} from '../modules/auth/sessions.repository.js';
import { unauthorized } from './app-error.js';
import { SessionCache } from './session-cache.js';

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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * users/*: sign-in and out, sign-up, codes, PINs and the profile; the only routes that change a
 * user or their sessions (decision 0013).
 */
export const ACCOUNT_ROUTES = '/api/v1/users';

/** Neither expired nor idle for too long (revoked sessions are never kept). */
function isStillLive({ session }: SessionWithUser, now: Date, idleSince: Date): boolean {
  return session.expiresAt > now && session.lastSeenAt > idleSince;
}

/**
 * Reads `Authorization: Bearer <token>` on every request. A missing or dead token leaves the
 * request anonymous; routes that need a user say so with `requireUser`, so a public page never
 * fails because of a stale token. Live sessions are kept in a short-lived cache that the
 * instance bus empties for a user whenever the user or one of their sessions changes anywhere.
 */
export const authPlugin = fp(
  (app: FastifyInstance) => {
    const bus = app.instanceBus;
    const cache = new SessionCache({ trusted: () => bus.listening });
    bus.on('user_changed', (message) => cache.forgetUser(message.user_id));
    bus.onGap(() => cache.clear());

    async function lookUp(tokenHash: string, now: Date): Promise<SessionWithUser | undefined> {
      const idleSince = new Date(now.getTime() - SESSION_IDLE_LIMIT_MS);
      const cached = cache.get(tokenHash);
      if (cached && isStillLive(cached, now, idleSince)) return cached;
      const generation = cache.generation;
      const found = await findLiveSession(app.db, tokenHash, now, idleSince);
      if (!found || found.user.status === 'blocked') return undefined;
      cache.set(tokenHash, found, generation);
      return found;
    }

    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return;
      const now = new Date();
      const tokenHash = hashSessionToken(token);
      const found = await lookUp(tokenHash, now);
      if (!found) return;
      request.session = found.session;
      request.user = found.user;
      const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
      if (found.session.lastSeenAt < staleBefore) {
        cache.replace(tokenHash, { ...found, session: { ...found.session, lastSeenAt: now } });
        await touchSession(app.db, found.session.id, now, staleBefore);
      }
    });
    // The caller's next request sees its own write at once. Only account routes change a user
    // or their sessions (sign-out, a new PIN, a profile, a guest signing up): such a write
    // forgets the caller's sessions here now, and answers only once this instance has heard the
    // database's word, which the other instances' connections were handed at the same commit.
    // Other writes (a checkout, an order, the back office) keep the caller's session warm.
    app.addHook('onSend', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith(ACCOUNT_ROUTES)) return;
      if (request.user) cache.forgetUser(request.user.id);
      await bus.sync(app.db);
    });
    return Promise.resolve();
  },
  { name: 'sauda-auth', dependencies: ['sauda-app-context', 'sauda-instance-bus'] },
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

/** The session a guarded route was called with (answers 401 when there is none). */
export function currentSession(request: FastifyRequest): SessionRow {
  if (!request.session) throw unauthorized();
  return request.session;
}
