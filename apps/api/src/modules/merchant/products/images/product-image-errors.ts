import { MERCHANT_MESSAGES, SERVER_MESSAGES } from '@sauda/domain';
import {
  badRequest,
  notFound,
  validationFailed,
  type AppError,
} from '../../../../http/app-error.js';

/** The form's file field for a product photo (DESIGN §3a). */
export const PRODUCT_IMAGE_FIELD = 'image';

/** The product already has PRODUCT_IMAGES_MAX photos. */
export function productImagesTooMany(): AppError {
  return badRequest('product_images_too_many', MERCHANT_MESSAGES.productImagesTooMany);
}

/** JPEG or PNG by its first bytes, yet not a picture sharp can decode. */
export function productImageUnreadable(): AppError {
  const message = MERCHANT_MESSAGES.productImageUnreadable;
  return validationFailed({ [PRODUCT_IMAGE_FIELD]: message }, message);
}

/** The new order does not list each of the product's photos exactly once. */
export function productImageOrderNotValid(): AppError {
  const message = MERCHANT_MESSAGES.productImageOrderNotValid;
  return validationFailed({ image_ids: message }, message);
}

export function productImageNotFound(): AppError {
  return notFound(SERVER_MESSAGES.notFound, 'product_image_not_found');
}
