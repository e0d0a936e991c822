import {
  errorEnvelopeSchema,
  userIdParamsSchema,
  vouchersQuerySchema,
  vouchersResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import { listAvailableVouchers } from './vouchers.service.js';

/** GET users/{userId}/vouchers (SPEC §7), registered under /api/v1. */
export const vouchersRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/users/:userId/vouchers',
    {
      schema: {
        tags: ['users'],
        summary:
          'Vouchers the signed-in user may apply now: platform ones and, with merchant_query_id, that store’s, each with its terms in one line',
        security: [{ bearerAuth: [] }],
        params: userIdParamsSchema,
        querystring: vouchersQuerySchema,
        response: {
          200: vouchersResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      available_vouchers: await listAvailableVouchers(
        app.db,
        currentUser(request),
        request.params.userId,
        request.query.merchant_query_id,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
