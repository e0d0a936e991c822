import {
  errorEnvelopeSchema,
  staffInviteBodySchema,
  staffMemberParamsSchema,
  staffMemberResponseSchema,
  staffResponseSchema,
  staffRoleBodySchema,
  storeIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import type { SmsSender } from '../../auth/sms/sms-sender.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../merchant-route-docs.js';
import { changeStaffRole, removeStaff } from './staff-changes.service.js';
import { inviteStaff, listStaff } from './staff.service.js';

export interface StaffRoutesOptions {
  /** Texts an invited number. */
  sms: SmsSender;
}

/** The store's people (owners only): members and invitations, invite, change a role, remove. */
export const merchantStaffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = (app, { sms }) => {
  app.get(
    '/stores/:storeId/staff',
    {
      schema: {
        tags,
        summary:
          'The store’s members (owners, managers, staff, each by name) and then the numbers invited to join',
        security,
        params: storeIdParamsSchema,
        response: { 200: staffResponseSchema, ...errors },
      },
    },
    async (request) => ({
      staff: await listStaff(app.db, currentUser(request), request.params.storeId),
    }),
  );

  app.post(
    '/stores/:storeId/staff',
    {
      schema: {
        tags,
        summary:
          'Invites a mobile number with a role and texts it; it joins when it next signs in or signs up (409 when already in or invited)',
        security,
        params: storeIdParamsSchema,
        body: staffInviteBodySchema,
        response: { 201: staffMemberResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const member = await inviteStaff(
        app.db,
        sms,
        currentUser(request),
        request.params.storeId,
        request.body,
      );
      return reply.code(201).send({ member });
    },
  );

  app.patch(
    '/stores/:storeId/staff/:memberId',
    {
      schema: {
        tags,
        summary:
          'Changes the role of a member or of an invitation; the only owner cannot step down (400 last_owner)',
        security,
        params: staffMemberParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) => ({
      member: await changeStaffRole(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.memberId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/stores/:storeId/staff/:memberId',
    {
      schema: {
        tags,
        summary:
          'Removes a member at once (their open event streams end) or withdraws an invitation; the only owner cannot leave (400 last_owner)',
        security,
        params: staffMemberParamsSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) => ({
      member: await removeStaff(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.memberId,
      ),
    }),
  );
  return Promise.resolve();
};
