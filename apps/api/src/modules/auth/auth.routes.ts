import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IndustryCatalog } from '../catalog/industries.service.js';
import { devOutboxRoutes } from '../dev/outbox.routes.js';
import type { AccountsContext } from './accounts-context.js';
import { guestRoutes } from './guest.routes.js';
import { passwordRoutes } from './password.routes.js';
import { sessionRoutes } from './session.routes.js';
import { signUpRoutes } from './sign-up.routes.js';
import { isDevSmsSender } from './sms/dev-sms-sender.js';
import type { SmsSender } from './sms/sms-sender.js';

export interface AuthRoutesOptions {
  sms: SmsSender;
  industries: IndustryCatalog;
}

/**
 * Sessions and identity under users/* (SPEC §7): signing in and out, sign-up, forgot PIN and
 * guest verification, registered under /api/v1. The dev SMS provider adds its outbox.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { sms, industries } = options;
  const ctx: AccountsContext = { db: app.db, sms, industries };
  await app.register(sessionRoutes, { ctx });
  await app.register(signUpRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
  await app.register(guestRoutes, { ctx });
  if (app.config.sms.provider === 'dev' && isDevSmsSender(sms)) {
    await app.register(devOutboxRoutes, { sender: sms });
  }
};
