import { deleteProductImage } from '../api/delete-product-image';
import { orderProductImages } from '../api/order-product-images';
import type { ExistingPhoto, SavedProgress } from '../model/wizard-draft';

/** An edited product's photo changes, applied after its details and new uploads. */
export interface ExistingPhotoChanges {
  storeId: string;
  /** The photos the product keeps, in the order the server has them. */
  existing: readonly ExistingPhoto[];
  /** Ids of the photos to delete. */
  removed: readonly string[];
  /** Every photo key of the product in the merchant's order, existing and new. */
  order: readonly string[];
}

/**
 * The image ids in the merchant's order, or null when the server's order is already that:
 * after the deletes it keeps the remaining photos in their order with the uploads after them.
 */
export function wantedImageOrder(
  changes: Pick<ExistingPhotoChanges, 'existing' | 'order'>,
  progress: SavedProgress,
): string[] | null {
  const idOf = (key: string) =>
    changes.existing.find((photo) => photo.key === key)?.image.query_id ??
    progress.uploadedImageIds?.[key];
  const wanted = changes.order.map(idOf).filter((id): id is string => id !== undefined);
  const uploaded = changes.order.filter((key) => progress.uploadedImageIds?.[key] !== undefined);
  const asStored = [
    ...changes.existing.map((photo) => photo.image.query_id),
    ...uploaded.map((key) => progress.uploadedImageIds?.[key] ?? ''),
  ];
  return wanted.join() === asStored.join() ? null : wanted;
}

/** How many calls the changes take at most: one per delete, and the order. */
export function existingPhotoSteps(changes: ExistingPhotoChanges): number {
  return changes.existing.length > 0 || changes.removed.length > 0 ? changes.removed.length + 1 : 0;
}

/**
 * Deletes the removed photos not deleted yet, then puts all in order when it changed; each
 * step reported so a retry skips the deletes done. The order is idempotent and safe to resend.
 */
export async function applyExistingPhotoChanges(
  changes: ExistingPhotoChanges,
  start: SavedProgress,
  advance: (progress: SavedProgress) => void,
): Promise<void> {
  let progress = start;
  for (const imageId of changes.removed) {
    if (!progress.deletedImageIds?.includes(imageId)) {
      await deleteProductImage(changes.storeId, progress.productId, imageId);
      progress = { ...progress, deletedImageIds: [...(progress.deletedImageIds ?? []), imageId] };
    }
    advance(progress);
  }
  const order = wantedImageOrder(changes, progress);
  if (order !== null) await orderProductImages(changes.storeId, progress.productId, order);
  advance(progress);
}
