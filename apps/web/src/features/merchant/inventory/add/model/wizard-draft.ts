import type { PhotoLinks } from './photo-links';
import type { WizardProductInput } from './wizard-form';

/** A photo the merchant chose, checked and kept until it is uploaded. */
export interface DraftPhoto {
  key: string;
  file: File;
}

/** How far a save got for one product, so a retry neither creates it twice nor re-uploads. */
export interface SavedProgress {
  productId: string;
  uploadedPhotoKeys: string[];
}

/** Everything the wizard holds, as kept in the browser between visits. */
export interface WizardDraft {
  step: number;
  products: WizardProductInput[];
  photos: DraftPhoto[];
  links: PhotoLinks;
  saved: Readonly<Record<string, SavedProgress>>;
}

export const WIZARD_STEPS = ['names', 'photos', 'link', 'details'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** The draft a wizard starts from: the given products, nothing else yet. */
export function freshDraft(products: WizardProductInput[]): WizardDraft {
  return { step: 0, products, photos: [], links: {}, saved: {} };
}

/** Where one store's draft is kept: one for new products, one per product being edited. */
export function draftIdOf(storeId: string, productId: string | null): string {
  return `${storeId}:${productId ?? 'new'}`;
}
