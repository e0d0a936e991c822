import {
  errorEnvelopeSchema,
  merchantStoreResponseSchema,
  merchantStoresResponseSchema,
  storeIdParamsSchema,
  storeSettingsBodySchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import { getMerchantStore, listMyStores } from './merchant-stores.service.js';
import { storeImagesRoutes, type StoreImagesRoutesOptions } from './store-images.routes.js';
import { updateStoreSettings } from './store-settings.service.js';
import { MERCHANT_SECURITY as security, MERCHANT_TAGS as tags } from '../merchant-route-docs.js';

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** The back office's stores (DESIGN §3a), under /merchant behind the session check. */
export const merchantStoresRoutes: FastifyPluginAsyncZod<StoreImagesRoutesOptions> = async (
  app,
  { storeImages },
) => {
  app.get(
    '/stores',
    {
      schema: {
        tags,
        summary:
          'The stores the signed-in user works in, with their role, open-now and a running pause (empty for everyone else)',
        security,
        response: { 200: merchantStoresResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ stores: await listMyStores(app.db, currentUser(request), new Date()) }),
  );

  app.get(
    '/stores/:storeId',
    {
      schema: {
        tags,
        summary: 'One of the user’s stores with its hours, holidays, fees, radius and pause',
        security,
        params: storeIdParamsSchema,
        response: { 200: merchantStoreResponseSchema, ...errors },
      },
    },
    async (request) => ({
      store: await getMerchantStore(
        app.db,
        currentUser(request),
        request.params.storeId,
        new Date(),
      ),
    }),
  );

  app.patch(
    '/stores/:storeId',
    {
      schema: {
        tags,
        summary:
          'Pauses or reopens new orders (any member), or changes hours, holidays, fees, minimum order, radius and preparation time (owner, manager)',
        security,
        params: storeIdParamsSchema,
        body: storeSettingsBodySchema,
        response: { 200: merchantStoreResponseSchema, 400: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      store: await updateStoreSettings(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.body,
        new Date(),
      ),
    }),
  );

  await app.register(storeImagesRoutes, { storeImages });
};
