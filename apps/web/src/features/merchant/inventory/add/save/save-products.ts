import { createMerchantProduct } from '../api/create-merchant-product';
import { replaceMerchantProduct } from '../api/replace-merchant-product';
import { uploadProductImage } from '../api/upload-product-image';
import type { PhotoLinks } from '../model/photo-links';
import type { DraftPhoto, SavedProgress } from '../model/wizard-draft';
import { productBodyOf, type WizardProductValues } from '../model/wizard-form';

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

/**
 * Saves product after product: its details (POST, or PATCH when it exists already, so a retry
 * never creates it twice), then its photos one by one in their order. Stops at the first
 * refusal with a ProductSaveError; what was done is in the progress reported so far.
 */
export async function saveProducts(run: SaveRun): Promise<Record<string, SavedProgress>> {
  let saved: Record<string, SavedProgress> = { ...run.saved };
  const photosOf = (key: string) => run.links[key] ?? [];
  const total = run.products.reduce(
    (sum, product) => sum + 1 + photosOf(product.draft_key).length,
    0,
  );
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
        productId: answer.query_id,
        uploadedPhotoKeys: progress?.uploadedPhotoKeys ?? [],
      };
    } catch (reason) {
      throw new ProductSaveError(key, null, reason);
    }
    advance(key, progress);
    for (const photoKey of photosOf(key)) {
      const photo = run.photos.find((candidate) => candidate.key === photoKey);
      if (photo && !progress.uploadedPhotoKeys.includes(photoKey)) {
        try {
          await uploadProductImage(run.storeId, progress.productId, photo.file);
        } catch (reason) {
          throw new ProductSaveError(key, photoKey, reason);
        }
        progress = { ...progress, uploadedPhotoKeys: [...progress.uploadedPhotoKeys, photoKey] };
      }
      advance(key, progress);
    }
  }
  return saved;
}
