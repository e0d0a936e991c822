import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../../db/client.js';
import { productImages, products } from '../../../../db/schema/index.js';
import { copyUrl } from './product-image-urls.js';

export type ProductImageRow = typeof productImages.$inferSelect;
export type NewProductImage = Pick<
  typeof productImages.$inferInsert,
  'queryId' | 'productId' | 'baseUrl' | 'width' | 'height'
>;

/** The product's photos in their order. */
export function listProductImages(tx: AppDb, productId: number): Promise<ProductImageRow[]> {
  return tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Adds the photo after the product's last one. */
export async function appendProductImage(tx: AppDb, image: NewProductImage): Promise<void> {
  await tx.insert(productImages).values({
    ...image,
    position: sql`(select coalesce(max(${productImages.position}), -1) + 1 from ${productImages} where ${productImages.productId} = ${image.productId})`,
  });
}

export async function deleteProductImage(tx: AppDb, imageId: number): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.id, imageId));
}

/** Numbers the photos 0, 1, 2… in the order given. */
export async function renumberProductImages(
  tx: AppDb,
  orderedImageIds: readonly number[],
): Promise<void> {
  for (const [position, id] of orderedImageIds.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  }
}

/**
 * Writes the photos' full JPEG URLs, in order, into products.image_urls: what the shopper's
 * product JSON reads. Uploaded photos replace any picture the product had before them.
 */
export async function syncProductImageUrls(tx: AppDb, productId: number, now: Date): Promise<void> {
  const images = await listProductImages(tx, productId);
  const imageUrls = images.map((image) => copyUrl(image.baseUrl, 'full', 'jpg'));
  await tx.update(products).set({ imageUrls, updatedAt: now }).where(eq(products.id, productId));
}
