import { Readable } from 'node:stream';
import {
  errorEnvelopeSchema,
  productImportQuerySchema,
  productImportResponseSchema,
  storeIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../../http/auth.plugin.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../../merchant-route-docs.js';
import { readProductCsvUpload } from './product-csv-upload.js';
import { exportStoreProducts } from './product-export.service.js';
import { importStoreProducts } from './product-import.service.js';

const CSV = 'text/csv';

/** The file's name as the browser saves it: the store's id and the day. */
const exportFileName = (storeId: string, now: Date) =>
  `products-${storeId.replace(/[^\w-]/g, '')}-${now.toISOString().slice(0, 10)}.csv`;

/** A store's products as a CSV file: export them all, import a file (dry run first). */
export const productCsvRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores/:storeId/products/export',
    {
      schema: {
        tags,
        summary:
          'Every product of the store as CSV (owner, manager): UTF-8 with a byte order mark, CRLF, the columns the import reads',
        security,
        params: storeIdParamsSchema,
        response: {
          200: {
            description: 'The products file',
            // A stream skips the serializer; the schema only documents the file.
            content: { [CSV]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const lines = await exportStoreProducts(app.db, currentUser(request), request.params.storeId);
      const name = exportFileName(request.params.storeId, new Date());
      return reply
        .type(`${CSV}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );

  app.post(
    '/stores/:storeId/products/import',
    {
      schema: {
        tags,
        summary:
          'Creates and updates products from a CSV in the multipart field `file` (owner, manager; 10,000 rows, 5 MB at most). `dry_run=true` only previews; applied, a file with any refused row changes nothing (400 import_failed)',
        security,
        consumes: ['multipart/form-data'],
        params: storeIdParamsSchema,
        querystring: productImportQuerySchema,
        response: {
          200: productImportResponseSchema,
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      import: await importStoreProducts(
        app.db,
        currentUser(request),
        request.params.storeId,
        { readCsv: readProductCsvUpload(request), dryRun: request.query.dry_run },
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
