import {
  cashCloseQuerySchema,
  cashCloseResponseSchema,
  pnlQuerySchema,
  pnlResponseSchema,
  storeIdParamsSchema,
  transactionsExportQuerySchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import { csvFileAnswer, sendCsv } from '../../../http/send-csv.js';
import { MERCHANT_ERRORS, MERCHANT_SECURITY, MERCHANT_TAGS } from '../merchant-route-docs.js';
import { exportStorePnl, getStorePnl } from './pnl.service.js';
import {
  exportStoreTransactions,
  getStoreCashClose,
  listStoreTransactions,
} from './transactions.service.js';

const docs = { tags: MERCHANT_TAGS, security: MERCHANT_SECURITY, params: storeIdParamsSchema };
const csvAnswer = (description: string) => ({
  200: csvFileAnswer(description),
  ...MERCHANT_ERRORS,
});

/** The store's money pages (DESIGN §3a): the cash-on-delivery ledger, its daily close, the P&L. */
export const merchantMoneyRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/stores/:storeId/transactions',
    {
      schema: {
        ...docs,
        summary:
          'The cash-on-delivery ledger (owners and managers): one line per order delivered or cancelled between two Karachi dates (default the last 30 days, at most 366), a page at a time, with the totals of the range',
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...MERCHANT_ERRORS },
      },
    },
    async (request) =>
      listStoreTransactions(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.query,
        new Date(),
      ),
  );

  app.get(
    '/stores/:storeId/transactions/export',
    {
      schema: {
        ...docs,
        summary:
          'Every ledger line of the range as CSV (owners and managers): the JSON lines’ columns, UTF-8 with a byte order mark, CRLF',
        querystring: transactionsExportQuerySchema,
        response: csvAnswer('The ledger file'),
      },
    },
    async (request, reply) => {
      const { storeId } = request.params;
      const file = await exportStoreTransactions(
        app.db,
        currentUser(request),
        storeId,
        request.query,
        new Date(),
      );
      return sendCsv(reply, `transactions-${storeId}.csv`, file);
    },
  );

  app.get(
    '/stores/:storeId/transactions/close',
    {
      schema: {
        ...docs,
        summary:
          'The daily cash close of one Karachi date, today unless asked (owners and managers): cash the riders collected for delivered orders against what the store is owed',
        querystring: cashCloseQuerySchema,
        response: { 200: cashCloseResponseSchema, ...MERCHANT_ERRORS },
      },
    },
    async (request) => ({
      close: await getStoreCashClose(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.query.date,
        new Date(),
      ),
    }),
  );

  app.get(
    '/stores/:storeId/pnl',
    {
      schema: {
        ...docs,
        summary:
          'Profit and loss per Karachi day or month (owner only): revenue, discounts, store-borne voucher cost, commission, delivery fees and net of the delivered orders',
        querystring: pnlQuerySchema,
        response: { 200: pnlResponseSchema, ...MERCHANT_ERRORS },
      },
    },
    async (request) => ({
      pnl: await getStorePnl(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.query,
        new Date(),
      ),
    }),
  );

  app.get(
    '/stores/:storeId/pnl/export',
    {
      schema: {
        ...docs,
        summary:
          'The P&L rows of the range as CSV (owner only): UTF-8 with a byte order mark, CRLF',
        querystring: pnlQuerySchema,
        response: csvAnswer('The P&L file'),
      },
    },
    async (request, reply) => {
      const { storeId } = request.params;
      const file = await exportStorePnl(
        app.db,
        currentUser(request),
        storeId,
        request.query,
        new Date(),
      );
      return sendCsv(reply, `pnl-${storeId}.csv`, file);
    },
  );
  return Promise.resolve();
};
