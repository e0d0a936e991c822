import {
  PRODUCT_IMAGE_SIZES,
  type MerchantProductImage,
  type ProductImageSize,
} from '@sauda/domain';

export type ProductImageFormat = 'jpg' | 'webp';
export const PRODUCT_IMAGE_FORMATS: readonly ProductImageFormat[] = ['jpg', 'webp'];
export const PRODUCT_IMAGE_SIZE_NAMES = Object.keys(PRODUCT_IMAGE_SIZES) as ProductImageSize[];

/** A photo's name: its query id, 32 hex digits, which also names its files. */
const PHOTO_NAME = /^[0-9a-f]{32}$/;
/** `<base>/<name>-full.jpg`: the URL products.image_urls keeps for an uploaded photo. */
const FULL_JPEG_URL = /^(.*\/)([0-9a-f]{32})-full\.jpg$/;

export function isPhotoName(name: string): boolean {
  return PHOTO_NAME.test(name);
}

/** The URL of one copy of a photo stored as `<folderUrl><name>-<size>.<format>`. */
export function copyUrl(
  photoUrl: string,
  size: ProductImageSize,
  format: ProductImageFormat,
): string {
  return `${photoUrl}-${size}.${format}`;
}

/**
 * The stored photo an image URL is the full JPEG of, or null for any other picture (seed
 * images, generated art). The product's answers are built from image_urls alone, so lists
 * need no second query; product_images keeps the same photos for managing them.
 */
export function uploadedPhotoOf(url: string): { name: string; photoUrl: string } | null {
  const match = FULL_JPEG_URL.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { name: match[2], photoUrl: `${match[1]}${match[2]}` };
}

/** The back office's view of an uploaded photo, or null for a picture without copies. */
export function toMerchantProductImageJson(url: string): MerchantProductImage | null {
  const photo = uploadedPhotoOf(url);
  if (!photo) return null;
  const at = (size: ProductImageSize, format: ProductImageFormat) =>
    copyUrl(photo.photoUrl, size, format);
  return {
    query_id: photo.name,
    thumb_url: at('thumb', 'jpg'),
    card_url: at('card', 'jpg'),
    full_url: at('full', 'jpg'),
    thumb_webp_url: at('thumb', 'webp'),
    card_webp_url: at('card', 'webp'),
    full_webp_url: at('full', 'webp'),
  };
}
