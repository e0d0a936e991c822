import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { addressesRoutes } from '../addresses/addresses.routes.js';
import { createIndustryCatalog } from '../catalog/industries.service.js';
import { devOutboxRoutes } from '../dev/outbox.routes.js';
import { createDiskSaveMedia, type SaveMedia } from '../media/save-media.js';
import type { AccountsContext } from './accounts-context.js';
import { avatarRoutes } from './avatar.routes.js';
import { guestRoutes } from './guest.routes.js';
import { passwordRoutes } from './password.routes.js';
import { sessionRoutes } from './session.routes.js';
import { signUpRoutes } from './sign-up.routes.js';
import { createSmsSender } from './sms/create-sms-sender.js';
import { isDevSmsSender } from './sms/dev-sms-sender.js';
import type { SmsSender } from './sms/sms-sender.js';

export interface UsersRoutesOptions {
  /** Replaces the configured SMS provider (tests, other gateways). */
  sms?: SmsSender;
}

/** Avatars are served from /media/uploads/avatars (uploads.routes.ts serves the disk folder). */
function avatarStorage(config: Config): SaveMedia | null {
  if (config.media.storage !== 'disk') return null;
  return createDiskSaveMedia(path.join(config.mediaDir, 'avatars'), '/media/uploads/avatars');
}

/** users/* account routes (SPEC §7), registered under /api/v1. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const sms = options.sms ?? createSmsSender(app.config.sms, app.log);
  const ctx: AccountsContext = {
    db: app.db,
    sms,
    industries: createIndustryCatalog(app.db),
    saveAvatar: avatarStorage(app.config),
  };
  await app.register(sessionRoutes, { ctx });
  await app.register(signUpRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
  await app.register(guestRoutes, { ctx });
  await app.register(avatarRoutes, { ctx });
  await app.register(addressesRoutes, { ctx });
  if (app.config.sms.provider === 'dev' && isDevSmsSender(sms)) {
    await app.register(devOutboxRoutes, { sender: sms });
  }
};
