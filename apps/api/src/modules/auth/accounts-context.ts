import type { AppDb } from '../../db/client.js';
import type { IndustryCatalog } from '../catalog/industries.service.js';
import type { SaveMedia } from '../media/save-media.js';
import type { SmsSender } from './sms/sms-sender.js';

/** What the account services work with; one per app instance. */
export interface AccountsContext {
  db: AppDb;
  sms: SmsSender;
  industries: IndustryCatalog;
  /** Null when the configured storage cannot take uploads. */
  saveAvatar: SaveMedia | null;
}

/** Where a sign-in came from, kept on the session. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}
