import type { MerchantProduct, MerchantProductImage } from '@sauda/domain';
import type { PhotoLinks } from './photo-links';
import { productInputOf, type WizardProductInput } from './wizard-form';

/** A photo the merchant chose, checked and kept until it is uploaded. */
export interface DraftPhoto {
  key: string;
  file: File;
}

/** A photo the edited product already has on the server, shown beside the new ones. */
export interface ExistingPhoto {
  key: string;
  image: MerchantProductImage;
}

/** How far a save got for one product, so a retry neither creates it twice nor re-uploads. */
export interface SavedProgress {
  productId: string;
  uploadedPhotoKeys: string[];
  /** The server's id of each uploaded photo, by its key, to put it in order. */
  uploadedImageIds?: Readonly<Record<string, string>>;
  /** Existing photos already deleted, so a retry does not ask again. */
  deletedImageIds?: string[];
}

/** A photo as the steps show it: a chosen file, or one the product already has. */
export type ShownPhoto = DraftPhoto | ExistingPhoto;

/** Everything the wizard holds, as kept in the browser between visits. */
export interface WizardDraft {
  step: number;
  products: WizardProductInput[];
  photos: DraftPhoto[];
  /** The edited product's photos still kept; empty for new products. */
  existing: ExistingPhoto[];
  /** Ids of the edited product's photos the merchant removed: deleted on save. */
  removed: string[];
  links: PhotoLinks;
  saved: Readonly<Record<string, SavedProgress>>;
}

export const WIZARD_STEPS = ['names', 'photos', 'link', 'details'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The draft a wizard starts from: the given products, nothing else yet. */
export function freshDraft(products: WizardProductInput[]): WizardDraft {
  return { step: 0, products, photos: [], existing: [], removed: [], links: {}, saved: {} };
}

/** The key of an existing photo: never one a chosen file gets (`photo-…`). */
export const existingPhotoKey = (imageId: string) => `image-${imageId}`;

/** The draft that edits `product`: its fields, and its photos in their order. */
export function editDraft(product: MerchantProduct): WizardDraft {
  const input = productInputOf(product);
  const existing = product.images.map((image) => ({
    key: existingPhotoKey(image.query_id),
    image,
  }));
  return {
    ...freshDraft([input]),
    existing,
    links: { [input.draft_key]: existing.map((photo) => photo.key) },
  };
}

/** Where one store's draft is kept: one for new products, one per product being edited. */
export function draftIdOf(storeId: string, productId: string | null): string {
  return `${storeId}:${productId ?? 'new'}`;
}
