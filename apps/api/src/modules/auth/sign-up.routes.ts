import {
  errorEnvelopeSchema,
  otpSentResponseSchema,
  resendOtpBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  userIdParamsSchema,
  userResponseSchema,
  verifyOtpBodySchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/app-error.js';
import type { AccountsContext } from './accounts-context.js';
import { AUTH_RATE_LIMITS, strictRateLimit } from './auth-rate-limits.js';
import { clientInfo } from './client-info.js';
import { verifyGuest } from './guest-verification.service.js';
import { resendOtp } from './resend-otp.service.js';
import { signUp, verifySignUp } from './sign-up.service.js';

const tags = ['users'];

/**
 * Sign-up's first two steps (SPEC §2, §4) and the code routes they share with guest checkout;
 * step 3 is the profile's update_user (modules/users).
 */
export const signUpRoutes: FastifyPluginAsyncZod<{ ctx: AccountsContext }> = (app, { ctx }) => {
  app.post(
    '/users',
    {
      schema: {
        tags,
        summary:
          'Sign-up step 1: a pending user for a new number and a code sent to it; an existing ' +
          'number answers 400 with user_status and user_query_id',
        body: signUpBodySchema,
        response: {
          201: signUpResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
      config: strictRateLimit(app.config, AUTH_RATE_LIMITS.signUp),
    },
    async (request, reply) => {
      const answer = await signUp(ctx, request.body.user.mobile_number, new Date());
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/users/:userId/resend_otp',
    {
      schema: {
        tags,
        summary:
          'Sends a new one-time code (purpose signup by default); not within 30 s of the last',
        params: userIdParamsSchema,
        body: resendOtpBodySchema,
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
    },
    async (request) =>
      resendOtp(ctx, request.user, request.params.userId, request.body.purpose, new Date()),
  );

  app.post(
    '/users/:userId/verify_mobile_otp',
    {
      schema: {
        tags,
        summary:
          'Checks a one-time code. signup: answers the user with a session token for step 3; ' +
          'guest_verification (bearer of that guest): the guest becomes a registered account',
        params: userIdParamsSchema,
        body: verifyOtpBodySchema,
        response: {
          200: userResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const now = new Date();
      const { userId } = request.params;
      const { mobile_otp: code, purpose } = request.body;
      if (purpose === 'signup') {
        return { user: await verifySignUp(ctx, userId, code, now, clientInfo(request)) };
      }
      if (!request.user) throw unauthorized();
      return { user: await verifyGuest(ctx, request.user, userId, code, now) };
    },
  );
  return Promise.resolve();
};
