import {
  categoriesResponseSchema,
  companiesQuerySchema,
  companiesResponseSchema,
  companyQuerySchema,
  companyResponseSchema,
  errorEnvelopeSchema,
  productResponseSchema,
  productsQuerySchema,
  productsResponseSchema,
  queryIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.plugin.js';
import { listStoreCategories } from './categories.service.js';
import { getCompany, listCompanies } from './companies.service.js';
import { cachedJson, minuteOf, sendJson } from './cached-json.js';
import { getProduct, listProductsOfOrder, listProductsOfStore } from './products.service.js';
import { requestLocation } from './request-location.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** companies/* and products/* (SPEC §7), registered under /api/v1. Public: no session needed. */
export const catalogRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'One page of an industry’s stores: open stores that deliver to the location (query or latitude/longitude headers) first, then nearest',
        querystring: companiesQuerySchema,
        response: { 200: companiesResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const location = requestLocation(request.query, request.headers);
      const now = new Date();
      const key = ['companies', request.query, location, minuteOf(now)];
      const text = await cachedJson(app.db, key, companiesResponseSchema, () =>
        listCompanies(app.db, request.query, location, now),
      );
      return sendJson(reply, text);
    },
  );

  app.get(
    '/companies/:queryId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One store with its hours, fees, open-now and distance from the location',
        params: queryIdParamsSchema,
        querystring: companyQuerySchema,
        response: { 200: companyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { queryId } = request.params;
      const location = requestLocation(request.query, request.headers);
      const now = new Date();
      const key = ['company', queryId, location, minuteOf(now)];
      const text = await cachedJson(app.db, key, companyResponseSchema, async () => ({
        company: await getCompany(app.db, queryId, location, now),
      }));
      return sendJson(reply, text);
    },
  );

  app.get(
    '/companies/:queryId/categories',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A store’s categories and sub-categories in position order, with active-product counts',
        params: queryIdParamsSchema,
        response: { 200: categoriesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { queryId } = request.params;
      const text = await cachedJson(app.db, ['categories', queryId], categoriesResponseSchema, () =>
        listStoreCategories(app.db, queryId),
      );
      return sendJson(reply, text);
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A store’s active products by id (optionally of a category, sub-category or name), or the products of one of the signed-in user’s orders (order_id)',
        querystring: productsQuerySchema,
        response: { 200: productsResponseSchema, 401: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.order_id !== undefined) {
        // Private to its owner: never cached.
        return listProductsOfOrder(
          app.db,
          currentUser(request),
          query.order_id,
          query.page,
          query.per_page,
        );
      }
      const text = await cachedJson(app.db, ['products', query], productsResponseSchema, () =>
        listProductsOfStore(app.db, {
          storeQueryId: query.organization_query_id ?? '',
          name: query.name,
          categoryId: query.category_id,
          subCategoryId: query.sub_category_id,
          page: query.page,
          perPage: query.per_page,
        }),
      );
      return sendJson(reply, text);
    },
  );

  app.get(
    '/products/:queryId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One active product of a visible store, with money in rupees',
        params: queryIdParamsSchema,
        response: { 200: productResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { queryId } = request.params;
      const text = await cachedJson(
        app.db,
        ['product', queryId],
        productResponseSchema,
        async () => ({
          product: await getProduct(app.db, queryId),
        }),
      );
      return sendJson(reply, text);
    },
  );
  return Promise.resolve();
};
