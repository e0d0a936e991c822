import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductImageSize } from '@sauda/domain';
import {
  isPhotoName,
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_SIZE_NAMES,
  type ProductImageFormat,
} from './product-image-urls.js';

/** One resized copy of a photo, ready to store. */
export interface ProductImageCopy {
  size: ProductImageSize;
  format: ProductImageFormat;
  bytes: Uint8Array;
}

/**
 * Where product photos' copies go, beside SaveMedia: local disk today, an S3-compatible
 * bucket by configuration later. A photo is stored as `<photoUrl>-<size>.<format>`.
 */
export interface ProductImageStore {
  /** Stores every copy of the photo `name` and answers its photo URL (without the suffix). */
  save(name: string, copies: readonly ProductImageCopy[]): Promise<string>;
  /** Removes every copy of a stored photo; one already gone is not an error. */
  remove(photoUrl: string): Promise<void>;
}

/**
 * Keeps the copies in `dir`, served as `${urlPrefix}/<name>-<size>.<format>` (the uploads
 * route serves the media folder, so `DATA_DIR/media/products` is `/media/uploads/products`).
 */
export function createDiskProductImageStore(dir: string, urlPrefix: string): ProductImageStore {
  const fileOf = (name: string, copy: Pick<ProductImageCopy, 'size' | 'format'>) =>
    path.join(dir, `${name}-${copy.size}.${copy.format}`);

  const copiesOf = (name: string) =>
    PRODUCT_IMAGE_SIZE_NAMES.flatMap((size) =>
      PRODUCT_IMAGE_FORMATS.map((format) => fileOf(name, { size, format })),
    );
  const removeFiles = (files: string[]) =>
    Promise.all(files.map((file) => rm(file, { force: true })));

  return {
    async save(name, copies) {
      await mkdir(dir, { recursive: true });
      const targets = copies.map((copy) => ({ file: fileOf(name, copy), bytes: copy.bytes }));
      // 'wx': a name collision fails instead of overwriting another photo.
      const written = await Promise.allSettled(
        targets.map(({ file, bytes }) => writeFile(file, bytes, { flag: 'wx' })),
      );
      const failure = written.find((result) => result.status === 'rejected');
      if (failure) {
        // Only the files this call wrote: a half-stored photo would never be listed or removed.
        const own = targets.filter((_, i) => written[i]?.status === 'fulfilled');
        await removeFiles(own.map(({ file }) => file));
        throw failure.reason;
      }
      return `${urlPrefix}/${name}`;
    },
    async remove(photoUrl) {
      const name = path.basename(photoUrl);
      if (photoUrl !== `${urlPrefix}/${name}` || !isPhotoName(name)) return;
      await removeFiles(copiesOf(name));
    },
  };
}
