import { PRODUCT_IMAGE_SIZES } from '@sauda/domain';
import sharp from 'sharp';
import type { ProductImageCopy } from './product-image-store.js';
import { productImageUnreadable } from './product-image-errors.js';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_SIZE_NAMES } from './product-image-urls.js';

/** The copies of one photo and the full copy's size in pixels. */
export interface ResizedProductImage {
  copies: ProductImageCopy[];
  width: number;
  height: number;
}

const QUALITY = 82;

/** Decodes the photo to upright pixels (EXIF orientation applied), or 400 when it cannot. */
async function decodeUpright(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw productImageUnreadable();
  }
}

/**
 * Decodes the photo once and makes each size on the longest side, never enlarged, as JPEG
 * (transparency on white) and WebP. sharp writes no metadata unless asked, so location and
 * camera details are stripped.
 */
export async function resizeProductImage(bytes: Uint8Array): Promise<ResizedProductImage> {
  const { data, info } = await decodeUpright(bytes);
  const pixels = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  const copies: ProductImageCopy[] = [];
  let full = { width: info.width, height: info.height };
  for (const size of PRODUCT_IMAGE_SIZE_NAMES) {
    const side = PRODUCT_IMAGE_SIZES[size];
    const resized = pixels
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    for (const format of PRODUCT_IMAGE_FORMATS) {
      const encoded =
        format === 'jpg'
          ? resized
              .clone()
              .flatten({ background: '#ffffff' })
              .jpeg({ quality: QUALITY, mozjpeg: true })
          : resized.clone().webp({ quality: QUALITY });
      const copy = await encoded.toBuffer({ resolveWithObject: true });
      copies.push({ size, format, bytes: copy.data });
      if (size === 'full') full = { width: copy.info.width, height: copy.info.height };
    }
  }
  return { copies, ...full };
}
