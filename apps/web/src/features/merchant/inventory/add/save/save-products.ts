import { createMerchantProduct } from '../api/create-merchant-product';
import { replaceMerchantProduct } from '../api/replace-merchant-product';
import { uploadProductImage } from '../api/upload-product-image';
import type { PhotoLinks } from '../model/photo-links';
import type { DraftPhoto, ExistingPhoto, SavedProgress } from '../model/wizard-draft';
import { productBodyOf, type WizardProductValues } from '../model/wizard-form';
import {
  applyExistingPhotoChanges,
  existingPhotoSteps,
  type ExistingPhotoChanges,
} from './existing-photo-changes';

/** Which product (and photo, when an upload failed) the server refused, and why. */
export class ProductSaveError extends Error {
  constructor(
    readonly productKey: string,
    readonly photoKey: string | null,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : 'Product not saved');
  }
}

export interface SaveRun {
  storeId: string;
  /** The product being edited (PATCH), or null to create each product (POST). */
  editingId: string | null;
  products: readonly WizardProductValues[];
  photos: readonly DraftPhoto[];
  /** The edited product's photos kept, and the ids of those removed. */
  existing: readonly ExistingPhoto[];
  removed: readonly string[];
  links: PhotoLinks;
  /** What an earlier attempt already did. */
  saved: Readonly<Record<string, SavedProgress>>;
  onProgress: (saved: Record<string, SavedProgress>, done: number, total: number) => void;
}

async function sendDetails(run: SaveRun, product: WizardProductValues, productId?: string) {
  const body = productBodyOf(product);
  const existing = run.editingId ?? productId;
  return existing
    ? replaceMerchantProduct(run.storeId, existing, body)
    : createMerchantProduct(run.storeId, body);
}

/** The edited product's photo changes; none when the wizard adds new products. */
function existingChangesOf(run: SaveRun, productKey: string): ExistingPhotoChanges | null {
  if (run.editingId === null) return null;
  const changes = {
    storeId: run.storeId,
    existing: run.existing,
    removed: run.removed,
    order: run.links[productKey] ?? [],
  };
  return existingPhotoSteps(changes) > 0 ? changes : null;
}

/**
 * Saves product after product: its details (POST, or PATCH when it exists already, so a retry
 * never creates it twice), then its new photos one by one in their order; an edited product
 * then deletes the photos removed and takes the merchant's order. Stops at the first refusal
 * with a ProductSaveError; what was done is in the progress reported so far.
 */
export async function saveProducts(run: SaveRun): Promise<Record<string, SavedProgress>> {
  let saved: Record<string, SavedProgress> = { ...run.saved };
  const newPhotosOf = (key: string) =>
    (run.links[key] ?? []).filter((photoKey) => run.photos.some((photo) => photo.key === photoKey));
  const changesOf = (key: string) => existingChangesOf(run, key);
  const total = run.products.reduce((sum, product) => {
    const changes = changesOf(product.draft_key);
    return (
      sum + 1 + newPhotosOf(product.draft_key).length + (changes ? existingPhotoSteps(changes) : 0)
    );
  }, 0);
  let done = 0;
  const advance = (key: string, progress: SavedProgress) => {
    saved = { ...saved, [key]: progress };
    done += 1;
    run.onProgress(saved, done, total);
  };

  for (const product of run.products) {
    const key = product.draft_key;
    let progress = saved[key];
    try {
      const answer = await sendDetails(run, product, progress?.productId);
      progress = {
        ...progress,
        productId: answer.query_id,
        uploadedPhotoKeys: progress?.uploadedPhotoKeys ?? [],
      };
    } catch (reason) {
      throw new ProductSaveError(key, null, reason);
    }
    advance(key, progress);
    for (const photoKey of newPhotosOf(key)) {
      const photo = run.photos.find((candidate) => candidate.key === photoKey);
      if (photo && !progress.uploadedPhotoKeys.includes(photoKey)) {
        let imageId: string | undefined;
        try {
          const answer = await uploadProductImage(run.storeId, progress.productId, photo.file);
          imageId = answer.images.at(-1)?.query_id;
        } catch (reason) {
          throw new ProductSaveError(key, photoKey, reason);
        }
        progress = {
          ...progress,
          uploadedPhotoKeys: [...progress.uploadedPhotoKeys, photoKey],
          uploadedImageIds: {
            ...progress.uploadedImageIds,
            ...(imageId && { [photoKey]: imageId }),
          },
        };
      }
      advance(key, progress);
    }
    const changes = changesOf(key);
    if (changes) {
      try {
        await applyExistingPhotoChanges(changes, progress, (next) => {
          progress = next;
          advance(key, next);
        });
      } catch (reason) {
        throw new ProductSaveError(key, null, reason);
      }
    }
  }
  return saved;
}
