import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.plugin.js';
import type { SmsSender } from '../auth/sms/sms-sender.js';
import type { FormFileStore } from '../forms/form-file-store.js';
import { applicationsRoutes } from './applications/applications.routes.js';
import { requireOperator } from './operator-access.js';
import { operatorStoresRoutes } from './stores/operator-stores.routes.js';

export interface AdminRoutesOptions {
  /** Tells an accepted merchant's number it is invited to its new store. */
  sms: SmsSender;
  /** Where the applications' files were kept; null when the storage keeps none. */
  files: FormFileStore | null;
}

/**
 * The operator's back office under /admin: the applications inbox and the stores. Every route
 * needs a session (401) of an operator (403 `forbidden_role` for anyone else).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { sms, files },
) => {
  app.addHook('preHandler', requireUser);
  app.addHook('preHandler', requireOperator);
  await app.register(applicationsRoutes, { sms, files });
  await app.register(operatorStoresRoutes);
};
