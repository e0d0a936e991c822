import {
  merchantProductCreateBodySchema,
  merchantProductPatchBodySchema,
  merchantProductResponseSchema,
  merchantProductsListSchema,
  merchantProductsQuerySchema,
  storeIdParamsSchema,
  storeProductParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import { getStoreProduct, listStoreProductsPage } from './merchant-products.service.js';
import {
  productImagesRoutes,
  type ProductImagesRoutesOptions,
} from './images/product-images.routes.js';
import { addStoreProduct, editStoreProduct } from './product-edits.service.js';
import { productCsvRoutes } from './csv/product-csv.routes.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../merchant-route-docs.js';

/** The store's inventory: the list, one product, a new product, editing one, its photos. */
export const merchantProductsRoutes: FastifyPluginAsyncZod<ProductImagesRoutesOptions> = async (
  app,
  { productImages },
) => {
  await app.register(productImagesRoutes, { productImages });
  await app.register(productCsvRoutes);

  app.get(
    '/stores/:storeId/products',
    {
      schema: {
        tags,
        summary:
          'One page of the store’s products, inactive ones included: by name, category, stock (low, out, unlimited) and promotion (on), sorted',
        security,
        params: storeIdParamsSchema,
        querystring: merchantProductsQuerySchema,
        response: { 200: merchantProductsListSchema, ...errors },
      },
    },
    (request) =>
      listStoreProductsPage(app.db, currentUser(request), request.params.storeId, request.query),
  );

  app.get(
    '/stores/:storeId/products/:productId',
    {
      schema: {
        tags,
        summary: 'One of the store’s products as the back office edits it',
        security,
        params: storeProductParamsSchema,
        response: { 200: merchantProductResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await getStoreProduct(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.productId,
      ),
    }),
  );

  app.post(
    '/stores/:storeId/products',
    {
      schema: {
        tags,
        summary:
          'Adds a product under one of the store’s categories (owner, manager); shoppers see it at once',
        security,
        params: storeIdParamsSchema,
        body: merchantProductCreateBodySchema,
        response: { 201: merchantProductResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await addStoreProduct(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.body,
        new Date(),
      );
      return reply.code(201).send({ product });
    },
  );

  app.patch(
    '/stores/:storeId/products/:productId',
    {
      schema: {
        tags,
        summary:
          'Changes a product: stock and availability (any member), or its name, category, price, promotion and details (owner, manager)',
        security,
        params: storeProductParamsSchema,
        body: merchantProductPatchBodySchema,
        response: { 200: merchantProductResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await editStoreProduct(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.productId,
        request.body,
        new Date(),
      ),
    }),
  );
};
