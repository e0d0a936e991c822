import {
  errorEnvelopeSchema,
  guestSignupBodySchema,
  guestSignupResponseSchema,
  otpSentResponseSchema,
  userIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import type { AccountsContext } from './accounts-context.js';
import { AUTH_RATE_LIMITS, strictRateLimit } from './auth-rate-limits.js';
import { guestSignup, sendGuestCode } from './guest-verification.service.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

/** Checkout's Verify Account for guests (SPEC §4 guest verification). */
export const guestRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = (app, { ctx }) => {
  app.post(
    '/users/:userId/guest_signup',
    {
      schema: {
        tags,
        summary: 'The signed-in guest’s name, number and password; sends a guest_verification code',
        security,
        params: userIdParamsSchema,
        body: guestSignupBodySchema,
        response: {
          200: guestSignupResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
      config: strictRateLimit(app.config, AUTH_RATE_LIMITS.sendOtp),
      preHandler: requireUser,
    },
    async (request) =>
      guestSignup(ctx, currentUser(request), request.params.userId, request.body, new Date()),
  );

  app.post(
    '/users/:userId/send_otp',
    {
      schema: {
        tags,
        summary: 'Sends the guest_verification code again (not within 30 s of the last)',
        security,
        params: userIdParamsSchema,
        response: {
          200: otpSentResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
      config: strictRateLimit(app.config, AUTH_RATE_LIMITS.sendOtp),
      preHandler: requireUser,
    },
    async (request) => sendGuestCode(ctx, currentUser(request), request.params.userId, new Date()),
  );
  return Promise.resolve();
};
