import {
  errorEnvelopeSchema,
  updateUserBodySchema,
  userIdParamsSchema,
  userResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession, currentUser, requireUser } from '../../http/auth.plugin.js';
import { presentUser } from './present-user.service.js';
import type { UserViewContext } from './profile-context.js';
import { updateProfile } from './profile.service.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** The signed-in user and their profile edits (sign-up step 3 too). */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: UserViewContext }> = (app, { ctx }) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security,
        response: { 200: userResponseSchema, 401: errorEnvelopeSchema },
      },
      preHandler: requireUser,
    },
    async (request) => ({ user: await presentUser(ctx, currentUser(request), new Date()) }),
  );

  app.post(
    '/users/:userId/update_user',
    {
      schema: {
        tags,
        summary: 'Sign-up step 3 and profile edits: name, email, date of birth, PIN',
        security,
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: {
          200: userResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      user: await updateProfile(
        ctx,
        currentUser(request),
        currentSession(request).id,
        request.params.userId,
        request.body.user,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
