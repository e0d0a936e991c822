import { randomBytes } from 'node:crypto';
import type { AppDb } from '../../db/client.js';
import { hashSessionToken } from '../../http/auth.plugin.js';
import type { ClientInfo } from './accounts-context.js';
import { SESSION_TTL_MS } from './auth-limits.js';
import { insertSession, revokeSession } from './sessions.repository.js';

const USER_AGENT_MAX = 512;

/** Opens a session and answers its bearer token: 256 random bits; only the hash is stored. */
export async function openSession(
  db: AppDb,
  userId: number,
  now: Date,
  client: ClientInfo,
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  });
  return token;
}

/** Logout: the token answers 401 from now on. */
export async function closeSession(db: AppDb, sessionId: number, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}
