import path from 'node:path';
import type { ProductImageSize } from '@sauda/domain';
import { uploadUrlOf } from '../../../media/public-media.js';
import { contentTypeOfExtension } from '../../../media/storage/content-types.js';
import type { ObjectStorage } from '../../../media/storage/object-storage.js';
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
 * Where product photos' copies go, in the media storage beside avatars and store images. A photo
 * is stored as `<photoUrl>-<size>.<format>`.
 */
export interface ProductImageStore {
  /** Stores every copy of the photo `name` and answers its photo URL (without the suffix). */
  save(name: string, copies: readonly ProductImageCopy[]): Promise<string>;
  /** Removes every copy of a stored photo; one already gone is not an error. */
  remove(photoUrl: string): Promise<void>;
}

const FOLDER = 'products';
const FOLDER_URL = uploadUrlOf(FOLDER);

/**
 * Keeps the copies as `products/<name>-<size>.<format>` in the media storage, served from
 * `/media/uploads/products/<name>-<size>.<format>`.
 */
export function createProductImageStore(storage: ObjectStorage): ProductImageStore {
  const keyOf = (name: string, copy: Pick<ProductImageCopy, 'size' | 'format'>) =>
    `${FOLDER}/${name}-${copy.size}.${copy.format}`;

  const copiesOf = (name: string) =>
    PRODUCT_IMAGE_SIZE_NAMES.flatMap((size) =>
      PRODUCT_IMAGE_FORMATS.map((format) => keyOf(name, { size, format })),
    );
  const removeKeys = (keys: string[]) => Promise.all(keys.map((key) => storage.remove(key)));

  return {
    async save(name, copies) {
      const targets = copies.map((copy) => ({ key: keyOf(name, copy), copy }));
      const written = await Promise.allSettled(
        targets.map(({ key, copy }) =>
          storage.put(key, copy.bytes, contentTypeOfExtension(copy.format)),
        ),
      );
      const failure = written.find((result) => result.status === 'rejected');
      if (failure) {
        // Only the copies this call wrote: a half-stored photo would never be listed or removed.
        const own = targets.filter((_, i) => written[i]?.status === 'fulfilled');
        await removeKeys(own.map(({ key }) => key));
        throw failure.reason;
      }
      return `${FOLDER_URL}/${name}`;
    },
    async remove(photoUrl) {
      const name = path.posix.basename(photoUrl);
      if (photoUrl !== `${FOLDER_URL}/${name}` || !isPhotoName(name)) return;
      await removeKeys(copiesOf(name));
    },
  };
}
