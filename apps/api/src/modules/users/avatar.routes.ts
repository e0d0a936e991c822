import { errorEnvelopeSchema, userIdParamsSchema, userResponseSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import { updateAvatar, type ReadPhoto } from './avatar.service.js';
import type { ProfileContext } from './profile-context.js';

export const AVATAR_FIELD = 'avatar';

/** The bytes of the form's `avatar` file (within the central upload size limit). */
function readAvatarField(request: FastifyRequest): ReadPhoto {
  return async () => {
    let photo: Uint8Array | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === AVATAR_FIELD && photo === null) photo = bytes;
    }
    return photo;
  };
}

/** Profile photo upload. */
export const avatarRoutes: FastifyPluginAsyncZod<{ ctx: ProfileContext }> = (app, { ctx }) => {
  app.post(
    '/users/:userId/update_avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'Profile photo: multipart/form-data with one JPEG or PNG file in `avatar`',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: {
          200: userResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      user: await updateAvatar(
        ctx,
        currentUser(request),
        request.params.userId,
        readAvatarField(request),
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
