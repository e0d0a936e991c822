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
  /** The options both routes share: a signed-in guest, the SMS rate limit, the same errors. */
  function guestRoute<Schema extends { summary: string; response: { 200: unknown } }>(
    schema: Schema,
  ) {
    return {
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        ...schema,
        response: {
          ...schema.response,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
      config: strictRateLimit(app.config, AUTH_RATE_LIMITS.sendOtp),
      preHandler: requireUser,
    };
  }

  app.post(
    '/users/:userId/guest_signup',
    guestRoute({
      summary: 'The signed-in guest’s name, number and password; sends a guest_verification code',
      body: guestSignupBodySchema,
      response: { 200: guestSignupResponseSchema },
    }),
    async (request) =>
      guestSignup(ctx, currentUser(request), request.params.userId, request.body, new Date()),
  );

  app.post(
    '/users/:userId/send_otp',
    guestRoute({
      summary: 'Sends the guest_verification code again (not within 30 s of the last)',
      response: { 200: otpSentResponseSchema },
    }),
    async (request) => sendGuestCode(ctx, currentUser(request), request.params.userId, new Date()),
  );
  return Promise.resolve();
};
