import { SESSION_HINT_COOKIE } from '@sauda/domain';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Keeps the session hint cookie in step with whether a user is stored (see SESSION_HINT_COOKIE). */
export function writeSessionHint(
  hasUser: boolean,
  doc: Document | undefined = globalThis.document,
): void {
  if (!doc) return;
  const lifetime = hasUser ? ONE_YEAR_S : 0;
  doc.cookie = `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${lifetime}; SameSite=Lax`;
}
