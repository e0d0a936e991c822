import {
  addressResponseSchema,
  createAddressBodySchema,
  deleteAddressBodySchema,
  deleteAddressResponseSchema,
  errorEnvelopeSchema,
  updateAddressBodySchema,
} from '@sauda/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import type { IndustryCatalog } from '../catalog/industries.service.js';
import type { UserViewContext } from '../users/profile-context.js';
import { createAddress, deleteAddress, updateAddress } from './addresses.service.js';

const tags = ['users'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** DELETE may name the address in the query string instead. */
const deleteAddressQuerySchema = deleteAddressBodySchema.partial();

/**
 * Some clients cannot send a body with DELETE: without one, `?query_id=` becomes the body, so
 * both forms pass the same schema and fail with the same field names.
 */
function queryIdFromQueryString(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) {
    const { query_id: queryId } = request.query as Record<string, unknown>;
    request.body = { query_id: queryId };
  }
  return Promise.resolve();
}

export interface AddressesRoutesOptions {
  /** Every answer carries the user, with the industries of their trade types. */
  industries: IndustryCatalog;
}

/**
 * The address book: users/create_address, update_address, delete_address (SPEC §7),
 * registered under /api/v1.
 */
export const addressesRoutes: FastifyPluginAsyncZod<AddressesRoutesOptions> = (app, options) => {
  const ctx: UserViewContext = { db: app.db, industries: options.industries };
  app.post(
    '/users/create_address',
    {
      schema: {
        tags,
        summary:
          'Saves a delivery address; the server sets its type (home, work or others) and description',
        security,
        body: createAddressBodySchema,
        response: { 201: addressResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const saved = await createAddress(
        ctx,
        currentUser(request),
        request.body.address,
        new Date(),
      );
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/users/update_address',
    {
      schema: {
        tags,
        summary: 'Edits one of the user’s addresses; its title and type stay as they are',
        security,
        body: updateAddressBodySchema,
        response: { 200: addressResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    (request) =>
      updateAddress(
        ctx,
        currentUser(request),
        request.body.query_id,
        request.body.address,
        new Date(),
      ),
  );

  app.delete(
    '/users/delete_address',
    {
      schema: {
        tags,
        summary: 'Deletes one of the user’s addresses (query_id in the body or the query string)',
        security,
        body: deleteAddressBodySchema,
        querystring: deleteAddressQuerySchema,
        response: { 200: deleteAddressResponseSchema, ...errors },
      },
      preValidation: queryIdFromQueryString,
      preHandler: requireUser,
    },
    (request) => deleteAddress(ctx, currentUser(request), request.body.query_id, new Date()),
  );
  return Promise.resolve();
};
