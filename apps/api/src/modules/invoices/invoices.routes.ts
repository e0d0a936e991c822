import {
  createInvoiceBodySchema,
  errorEnvelopeSchema,
  invoiceIdParamsSchema,
  invoiceResponseSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  validateVoucherBodySchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import { vouchersRoutes } from '../vouchers/vouchers.routes.js';
import { getCheckout } from './checkout.service.js';
import { placeOrderValidationError } from './checkout-validation.js';
import { createInvoice } from './create-invoice.service.js';
import { placeOrder } from './place-order.service.js';
import { validateVoucher } from './validate-voucher.service.js';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * Checkout: POST invoices, GET invoices/{id}/checkout, PUT invoices/{id}/validate_voucher,
 * PUT invoices/{id}/place_order, GET users/{userId}/vouchers (SPEC §7).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoices',
    {
      schema: {
        tags,
        summary:
          'Opens an invoice for one store from product ids and quantities; prices, promotions and fees come from the database only',
        security,
        body: createInvoiceBodySchema,
        response: { 201: invoiceResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const invoice = await createInvoice(app.db, currentUser(request), request.body, new Date());
      return reply.code(201).send({ invoice });
    },
  );

  app.get(
    '/invoices/:invoiceId/checkout',
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s invoice, open or placed, with the delivery slots of today and tomorrow',
        security,
        params: invoiceIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      invoice: await getCheckout(
        app.db,
        currentUser(request),
        request.params.invoiceId,
        new Date(),
      ),
    }),
  );

  app.put(
    '/invoices/:invoiceId/validate_voucher',
    {
      schema: {
        tags,
        summary:
          'Applies a voucher code (any case) to an open invoice when the user may use it on this order',
        security,
        params: invoiceIdParamsSchema,
        body: validateVoucherBodySchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      invoice: await validateVoucher(
        app.db,
        currentUser(request),
        request.params.invoiceId,
        request.body.invoice.voucher_code,
        new Date(),
      ),
    }),
  );

  app.put(
    '/invoices/:invoiceId/place_order',
    {
      schema: {
        tags,
        summary:
          'Places a cash order: takes the stock, uses the voucher and opens the order in one transaction; placing again answers the same order',
        security,
        params: invoiceIdParamsSchema,
        body: placeOrderBodySchema,
        response: { 200: placeOrderResponseSchema, ...errors },
      },
      attachValidation: true,
      preHandler: requireUser,
    },
    async (request) => {
      if (request.validationError) throw placeOrderValidationError(request.validationError);
      return {
        invoice: await placeOrder(
          app.db,
          currentUser(request),
          request.params.invoiceId,
          request.body,
          new Date(),
        ),
      };
    },
  );

  await app.register(vouchersRoutes);
};
