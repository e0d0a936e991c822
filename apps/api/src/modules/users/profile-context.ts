import type { AppDb } from '../../db/client.js';
import type { IndustryCatalog } from '../catalog/industries.service.js';
import type { SaveMedia } from '../media/save-media.js';

/** What presenting a user needs (every users/* answer carries the user); one per app. */
export interface UserViewContext {
  db: AppDb;
  industries: IndustryCatalog;
}

/** What profile edits need besides: where a new profile photo goes. */
export interface ProfileContext extends UserViewContext {
  /** Null when the configured storage cannot take uploads. */
  saveAvatar: SaveMedia | null;
}
