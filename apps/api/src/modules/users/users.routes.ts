import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IndustryCatalog } from '../catalog/industries.service.js';
import type { SaveMedia } from '../media/save-media.js';
import { avatarRoutes } from './avatar.routes.js';
import type { ProfileContext } from './profile-context.js';
import { profileRoutes } from './profile.routes.js';

export interface UsersRoutesOptions {
  industries: IndustryCatalog;
  /** Null when the configured storage cannot take uploads. */
  saveAvatar: SaveMedia | null;
}

/** The user's profile under users/* (SPEC §7): me, update_user, update_avatar; under /api/v1. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  const ctx: ProfileContext = {
    db: app.db,
    industries: options.industries,
    saveAvatar: options.saveAvatar,
  };
  await app.register(profileRoutes, { ctx });
  await app.register(avatarRoutes, { ctx });
};
