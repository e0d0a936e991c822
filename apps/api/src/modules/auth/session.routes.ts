import {
  anonymousAuthenticateBodySchema,
  authenticateBodySchema,
  errorEnvelopeSchema,
  userResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireUser } from '../../http/auth.plugin.js';
import type { AccountsContext } from './accounts-context.js';
import { authenticateAnonymously } from './anonymous-login.service.js';
import { AUTH_RATE_LIMITS, strictRateLimit } from './auth-rate-limits.js';
import { clientInfo } from './client-info.js';
import { authenticate } from './login.service.js';
import { closeSession } from './sessions.service.js';

const tags = ['users'];
const bearer = [{ bearerAuth: [] }];

/** Signing in and out: guest, phone and PIN, logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = (app, { ctx }) => {
  app.post(
    '/users/authenticate_anonymously',
    {
      schema: {
        tags,
        summary:
          'Guest sign-in with the browser’s visitor id and kept secret (same pair, same guest)',
        body: anonymousAuthenticateBodySchema,
        response: { 200: userResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      user: await authenticateAnonymously(ctx, request.body, new Date(), clientInfo(request)),
    }),
  );

  app.post(
    '/users/authenticate',
    {
      schema: {
        tags,
        summary: 'Sign in with mobile number and PIN; answers the user with a new session token',
        body: authenticateBodySchema,
        response: {
          200: userResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
      config: strictRateLimit(app.config, AUTH_RATE_LIMITS.authenticate),
    },
    async (request) => ({
      user: await authenticate(ctx, request.body, new Date(), clientInfo(request)),
    }),
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'Ends the bearer’s session',
        security: bearer,
        response: { 204: z.null().describe('Signed out'), 401: errorEnvelopeSchema },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      await closeSession(ctx.db, currentSession(request).id, new Date());
      return reply.code(204).send(null);
    },
  );
  return Promise.resolve();
};
