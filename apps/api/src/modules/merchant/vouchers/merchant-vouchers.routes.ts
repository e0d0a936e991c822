import {
  merchantVoucherCreateBodySchema,
  merchantVoucherPatchBodySchema,
  merchantVoucherResponseSchema,
  merchantVouchersListSchema,
  storeIdParamsSchema,
  storeVoucherParamsSchema,
  errorEnvelopeSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../merchant-route-docs.js';
import {
  addStoreVoucher,
  editStoreVoucher,
  listVouchersOfStore,
} from './merchant-vouchers.service.js';

/** The store's own vouchers (owner, manager): the list, a new one, editing one. */
export const merchantVouchersRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores/:storeId/vouchers',
    {
      schema: {
        tags,
        summary: 'The store’s own vouchers, newest first, with their uses and status',
        security,
        params: storeIdParamsSchema,
        response: { 200: merchantVouchersListSchema, ...errors },
      },
    },
    async (request) => ({
      vouchers: await listVouchersOfStore(
        app.db,
        currentUser(request),
        request.params.storeId,
        new Date(),
      ),
    }),
  );

  app.post(
    '/stores/:storeId/vouchers',
    {
      schema: {
        tags,
        summary:
          'Adds a voucher of this store, paid for by the store; a code taken in any case answers 409',
        security,
        params: storeIdParamsSchema,
        body: merchantVoucherCreateBodySchema,
        response: { 201: merchantVoucherResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const voucher = await addStoreVoucher(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.body,
        new Date(),
      );
      return reply.code(201).send({ voucher });
    },
  );

  app.patch(
    '/stores/:storeId/vouchers/:voucherId',
    {
      schema: {
        tags,
        summary:
          'Changes any of a store voucher’s terms; once used, its code and kind stay (400 voucher_in_use)',
        security,
        params: storeVoucherParamsSchema,
        body: merchantVoucherPatchBodySchema,
        response: { 200: merchantVoucherResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      voucher: await editStoreVoucher(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.voucherId,
        request.body,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
