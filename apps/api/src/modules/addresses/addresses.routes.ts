import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from '../auth/accounts-context.js';

/** The address book: users/create_address, update_address, delete_address (SPEC §7). */
export const addressesRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = () =>
  Promise.resolve();
