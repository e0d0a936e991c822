import {
  errorEnvelopeSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  userResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsContext } from './accounts-context.js';
import { AUTH_RATE_LIMITS, strictRateLimit } from './auth-rate-limits.js';
import { readFormFields } from './form-fields.js';
import { forgotPassword, resetPassword } from './password-reset.service.js';

const tags = ['users'];
// The web posts these as FormData (SPEC §7); JSON works too.
const consumes = ['application/json', 'multipart/form-data'];

/** Forgot PIN (SPEC §2): a code to the number, then a new PIN with that code. */
export const passwordRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = (app, { ctx }) => {
  app.post(
    '/users/forgot_password',
    {
      schema: {
        tags,
        summary: 'Sends a forgot_password code to the number of an active account',
        consumes,
        body: forgotPasswordBodySchema,
        response: {
          200: forgotPasswordResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
      config: strictRateLimit(app.config, AUTH_RATE_LIMITS.forgotPassword),
      preValidation: readFormFields,
    },
    async (request) => forgotPassword(ctx, request.body.mobile_number, new Date()),
  );

  app.post(
    '/users/reset_password',
    {
      schema: {
        tags,
        summary: 'Sets a new PIN with the forgot_password code; signs the account out everywhere',
        consumes,
        body: resetPasswordBodySchema,
        response: { 200: userResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
      preValidation: readFormFields,
    },
    async (request) => ({ user: await resetPassword(ctx, request.body, new Date()) }),
  );
  return Promise.resolve();
};
