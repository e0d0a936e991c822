import {
  errorEnvelopeSchema,
  merchantProductResponseSchema,
  productImageOrderBodySchema,
  productImageParamsSchema,
  storeProductParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../../http/auth.plugin.js';
import { readStoreImageField } from '../../stores/store-image-field.js';
import { addProductImage } from './add-product-image.service.js';
import { removeProductImage, reorderProductImages } from './manage-product-images.service.js';
import type { ProductImageStore } from './product-image-store.js';
import {
  MERCHANT_ERRORS as errors,
  MERCHANT_SECURITY as security,
  MERCHANT_TAGS as tags,
} from '../../merchant-route-docs.js';

export interface ProductImagesRoutesOptions {
  /** Null when the configured storage cannot take uploads (uploads answer 503). */
  productImages: ProductImageStore | null;
}

const base = '/stores/:storeId/products/:productId/images';

/** A product's photos: upload one, delete one, put them in order (owner and manager). */
export const productImagesRoutes: FastifyPluginAsyncZod<ProductImagesRoutesOptions> = (
  app,
  { productImages: store },
) => {
  app.post(
    base,
    {
      schema: {
        tags,
        summary:
          'Adds a photo: multipart/form-data with one JPEG or PNG file (5 MB at most) in `image`; resized to thumb, card and full as JPEG and WebP (8 photos at most)',
        security,
        consumes: ['multipart/form-data'],
        params: storeProductParamsSchema,
        response: {
          200: merchantProductResponseSchema,
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      product: await addProductImage(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.productId,
        { readImage: readStoreImageField(request), store },
        new Date(),
      ),
    }),
  );

  app.delete(
    `${base}/:imageId`,
    {
      schema: {
        tags,
        summary: 'Deletes a photo of the product and its files; the others close up',
        security,
        params: productImageParamsSchema,
        response: { 200: merchantProductResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await removeProductImage(
        app.db,
        currentUser(request),
        {
          storeQueryId: request.params.storeId,
          productQueryId: request.params.productId,
          imageQueryId: request.params.imageId,
        },
        { store, log: request.log },
        new Date(),
      ),
    }),
  );

  app.put(
    `${base}/order`,
    {
      schema: {
        tags,
        summary:
          'Puts the product’s photos in order: `image_ids` lists each of them exactly once; the first is the product’s picture',
        security,
        params: storeProductParamsSchema,
        body: productImageOrderBodySchema,
        response: { 200: merchantProductResponseSchema, ...errors },
      },
    },
    async (request) => ({
      product: await reorderProductImages(
        app.db,
        currentUser(request),
        request.params.storeId,
        request.params.productId,
        request.body.image_ids,
        new Date(),
      ),
    }),
  );
  return Promise.resolve();
};
