import type { MerchantProduct } from '@sauda/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../../../db/client.js';
import { invalidateCatalog } from '../../../catalog/catalog-cache.js';
import { requireStoreAccess } from '../../access/store-access.js';
import { toMerchantProductJson } from '../merchant-product-json.js';
import { requireStoreProduct } from '../merchant-products.service.js';
import { productImageNotFound, productImageOrderNotValid } from './product-image-errors.js';
import type { ProductImageStore } from './product-image-store.js';
import {
  deleteProductImage,
  listProductImages,
  renumberProductImages,
  syncProductImageUrls,
} from './product-images.repository.js';
import { lockProductOfStore, type Actor } from './product-of-store.js';

/** Where a deleted photo's files are, and where to report files that could not be removed. */
export interface ProductImageFiles {
  store: ProductImageStore | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * DELETE …/products/{productId}/images/{imageId} (owner and manager). The row goes and the
 * rest close up in one transaction; the files go after the commit, so a rollback never leaves
 * a listed photo without files. A file left behind is only wasted space: logged, not refused.
 */
export async function removeProductImage(
  db: AppDb,
  actor: Actor,
  {
    storeQueryId,
    productQueryId,
    imageQueryId,
  }: Record<'storeQueryId' | 'productQueryId' | 'imageQueryId', string>,
  { store, log }: ProductImageFiles,
  now: Date,
): Promise<MerchantProduct> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'editProducts');
  const removed = await db.transaction(async (tx) => {
    const product = await lockProductOfStore(tx, companyId, productQueryId);
    const images = await listProductImages(tx, product.id);
    const image = images.find((candidate) => candidate.queryId === imageQueryId);
    if (!image) throw productImageNotFound();
    await deleteProductImage(tx, image.id);
    await renumberProductImages(
      tx,
      images.filter((other) => other.id !== image.id).map((other) => other.id),
    );
    await syncProductImageUrls(tx, product.id, now);
    return image;
  });
  invalidateCatalog(db);
  await store?.remove(removed.baseUrl).catch((error: unknown) => {
    log.warn({ err: error, photo: removed.baseUrl }, 'product photo files were not removed');
  });
  return toMerchantProductJson(await requireStoreProduct(db, companyId, productQueryId));
}

/** True when `ids` lists each of `expected` exactly once. */
function isPermutationOf(ids: readonly string[], expected: readonly string[]): boolean {
  const unique = new Set(ids);
  return (
    unique.size === ids.length &&
    ids.length === expected.length &&
    expected.every((id) => unique.has(id))
  );
}

/**
 * PUT …/products/{productId}/images/order (owner and manager): `imageIds` must be exactly the
 * product's photos; otherwise 400 and nothing changes. The first becomes the product's picture.
 */
export async function reorderProductImages(
  db: AppDb,
  actor: Actor,
  storeQueryId: string,
  productQueryId: string,
  imageIds: readonly string[],
  now: Date,
): Promise<MerchantProduct> {
  const { companyId } = await requireStoreAccess(db, actor, storeQueryId, 'editProducts');
  await db.transaction(async (tx) => {
    const product = await lockProductOfStore(tx, companyId, productQueryId);
    const images = await listProductImages(tx, product.id);
    if (
      !isPermutationOf(
        imageIds,
        images.map((image) => image.queryId),
      )
    ) {
      throw productImageOrderNotValid();
    }
    const rank = (image: { queryId: string }) => imageIds.indexOf(image.queryId);
    const ordered = [...images].sort((a, b) => rank(a) - rank(b));
    await renumberProductImages(
      tx,
      ordered.map((image) => image.id),
    );
    await syncProductImageUrls(tx, product.id, now);
  });
  invalidateCatalog(db);
  return toMerchantProductJson(await requireStoreProduct(db, companyId, productQueryId));
}
