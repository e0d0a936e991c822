import type { UserViewContext } from '../users/profile-context.js';
import type { SmsSender } from './sms/sms-sender.js';

/**
 * What the account services work with; one per app instance. They answer the user's JSON, so
 * they carry what presenting a user needs.
 */
export interface AccountsContext extends UserViewContext {
  sms: SmsSender;
}

/** Where a sign-in came from, kept on the session. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}
