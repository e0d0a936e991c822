import { outboxQuerySchema, outboxResponseSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevSmsSender } from '../auth/sms/dev-sms-sender.js';

/**
 * GET dev/outbox: what the dev SMS provider "sent", newest first, so a newcomer can sign up on
 * a fresh install and tests read codes as a user would. Registered only with that provider.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ sender: DevSmsSender }> = (
  app,
  { sender },
) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['users'],
        summary: 'Dev SMS provider outbox, newest first (absent with a real SMS gateway)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    (request) => ({ messages: sender.outbox(request.query.mobile_number) }),
  );
  return Promise.resolve();
};
