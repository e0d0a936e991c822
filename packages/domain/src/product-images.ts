/** At most this many photos per product; each comes in three sizes, as JPEG and WebP. */
export const PRODUCT_IMAGES_MAX = 8;
/** Longest side in pixels of each resized copy (never enlarged). */
export const PRODUCT_IMAGE_SIZES = Object.freeze({ thumb: 160, card: 480, full: 1200 } as const);
export type ProductImageSize = keyof typeof PRODUCT_IMAGE_SIZES;
