import {
  dashboardQuerySchema,
  dashboardResponseSchema,
  errorEnvelopeSchema,
  storeIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import { getStoreDashboard } from './dashboard.service.js';

/** GET /merchant/stores/{storeId}/dashboard (DESIGN §3a); the session is checked by the parent. */
export const merchantDashboardRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores/:storeId/dashboard',
    {
      schema: {
        tags: ['merchant'],
        summary:
          'A store’s orders, sales, best sellers and series of today or the last 7 or 30 Karachi days, its pending orders and low stock (owners and managers)',
        security: [{ bearerAuth: [] }],
        params: storeIdParamsSchema,
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      dashboard: await getStoreDashboard(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.query.range,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
