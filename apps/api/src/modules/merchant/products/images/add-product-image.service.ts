import { randomBytes } from 'node:crypto';
import { detectPhotoType, PRODUCT_IMAGES_MAX, type MerchantProduct } from '@sauda/domain';
import type { AppDb } from '../../../../db/client.js';
import { invalidPhotoType, mediaUnavailable } from '../../../auth/auth-errors.js';
import { invalidateCatalog } from '../../../catalog/catalog-cache.js';
import { requireStoreAccess } from '../../access/store-access.js';
import { imageRequired, type ReadImage } from '../../stores/store-image-field.js';
import { toMerchantProductJson } from '../merchant-product-json.js';
import { requireStoreProduct } from '../merchant-products.service.js';
import { productImagesTooMany } from './product-image-errors.js';
import type { ProductImageStore } from './product-image-store.js';
import {
  appendProductImage,
  listProductImages,
  syncProductImageUrls,
} from './product-images.repository.js';
import { lockProductOfStore, type Actor } from './product-of-store.js';
import { resizeProductImage } from './resize-product-image.js';

export interface ProductImageUpload {
  readImage: ReadImage;
  /** Null when the configured storage cannot take uploads. */
  store: ProductImageStore | null;
}

async function assertRoomForOneMore(db: AppDb, productId: number): Promise<void> {
  const images = await listProductImages(db, productId);
  if (images.length >= PRODUCT_IMAGES_MAX) throw productImagesTooMany();
}

/**
 * POST …/products/{productId}/images (owner and manager): real JPEG or PNG bytes only (the name
 * and declared type are not trusted), resized and stored, then listed last in one transaction
 * that also rewrites image_urls. Files stored for an upload that is then refused are removed.
 */
export async function addProductImage(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  productQueryId: string,
  { readImage, store }: ProductImageUpload,
  now: Date,
): Promise<MerchantProduct> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'editProducts');
  const { product } = await requireStoreProduct(db, companyId, productQueryId);
  const bytes = await readImage();
  if (!bytes || bytes.length === 0) throw imageRequired();
  if (!detectPhotoType(bytes)) throw invalidPhotoType();
  if (!store) throw mediaUnavailable();
  // Checked before the costly resize; checked again under the product's lock.
  await assertRoomForOneMore(db, product.id);

  const resized = await resizeProductImage(bytes);
  const name = randomBytes(16).toString('hex');
  const photoUrl = await store.save(name, resized.copies);
  try {
    await db.transaction(async (tx) => {
      const locked = await lockProductOfStore(tx, companyId, productQueryId);
      await assertRoomForOneMore(tx, locked.id);
      const { width, height } = resized;
      await appendProductImage(tx, {
        queryId: name,
        productId: locked.id,
        baseUrl: photoUrl,
        width,
        height,
      });
      await syncProductImageUrls(tx, locked.id, now);
    });
  } catch (error) {
    // The refusal is what the client needs to hear; a file left behind is only wasted space.
    await store.remove(photoUrl).catch(() => undefined);
    throw error;
  }
  invalidateCatalog(db);
  return toMerchantProductJson(await requireStoreProduct(db, companyId, productQueryId));
}
