import { AUTH_MESSAGES } from '@sauda/domain';
import type { FastifyRequest } from 'fastify';
import { validationFailed, type AppError } from '../../../http/app-error.js';

/** The multipart field a logo or banner is sent in (DESIGN §3a). */
export const STORE_IMAGE_FIELD = 'image';

/** Reads the uploaded image's bytes, or null when the form had none. */
export type ReadImage = () => Promise<Uint8Array | null>;

/**
 * The bytes of the form's first `image` file. Every part is read to the end, so the request
 * is consumed whatever else it carries; the size limit is the app's upload limit (5 MB).
 */
export function readStoreImageField(request: FastifyRequest): ReadImage {
  return async () => {
    let image: Uint8Array | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === STORE_IMAGE_FIELD && image === null) image = bytes;
    }
    return image;
  };
}

/** The form had no file in `image`. */
export function imageRequired(): AppError {
  const message = AUTH_MESSAGES.photoRequired;
  return validationFailed({ [STORE_IMAGE_FIELD]: message }, message);
}
