import {
  errorEnvelopeSchema,
  merchantStoreResponseSchema,
  storeIdParamsSchema,
} from '@sauda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.plugin.js';
import type { SaveMedia } from '../../media/save-media.js';
import { readStoreImageField } from './store-image-field.js';
import { updateStoreImage, type StoreImageKind } from './store-images.service.js';

export interface StoreImagesRoutesOptions {
  /** Where logos and banners go; null when the configured storage cannot take uploads. */
  storeImages: SaveMedia | null;
}

const SUMMARIES: Record<StoreImageKind, string> = {
  logo: 'The store’s logo: multipart/form-data with one JPEG or PNG file (5 MB at most) in `image`',
  banner:
    'The store’s banner: multipart/form-data with one JPEG or PNG file (5 MB at most) in `image`',
};

/** POST /merchant/stores/{storeId}/logo and /banner (owner and manager). */
export const storeImagesRoutes: FastifyPluginAsyncZod<StoreImagesRoutesOptions> = (
  app,
  { storeImages: saveMedia },
) => {
  for (const kind of ['logo', 'banner'] as const) {
    app.post(
      `/stores/:storeId/${kind}`,
      {
        schema: {
          tags: ['merchant'],
          summary: SUMMARIES[kind],
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          params: storeIdParamsSchema,
          response: {
            200: merchantStoreResponseSchema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ({
        store: await updateStoreImage(
          app.db,
          currentUser(request),
          request.params.storeId,
          { kind, readImage: readStoreImageField(request), saveMedia },
          new Date(),
        ),
      }),
    );
  }
  return Promise.resolve();
};
