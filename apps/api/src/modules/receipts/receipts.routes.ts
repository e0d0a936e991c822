import { errorEnvelopeSchema, invoiceIdParamsSchema } from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../http/auth.plugin.js';
import { receiptOf } from './receipts.service.js';

const PDF = 'application/pdf';

/** GET invoices/{id}/receipt (SPEC §7): the placed order's receipt, downloaded as a PDF file. */
export const receiptsRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/invoices/:invoiceId/receipt',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'The receipt of the signed-in user’s placed order as a PDF named invoice-receipt-{date}.pdf (the placing date in Karachi)',
        security: [{ bearerAuth: [] }],
        params: invoiceIdParamsSchema,
        response: {
          200: {
            description: 'The receipt (A5 PDF)',
            // A Buffer skips the serializer; the schema only documents the file.
            content: { [PDF]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const receipt = await receiptOf(app.db, currentUser(request), request.params.invoiceId);
      return reply
        .header('Content-Type', PDF)
        .header('Content-Disposition', `attachment; filename="${receipt.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(receipt.pdf);
    },
  );
  return Promise.resolve();
};
