import Dexie, { type Table } from 'dexie';
import type { PhotoLinks } from '../model/photo-links';
import type { ExistingPhoto, SavedProgress } from '../model/wizard-draft';
import type { WizardProductInput } from '../model/wizard-form';

/**
 * A photo as stored: its bytes with its name and type. IndexedDB keeps Blobs in browsers, but
 * bytes survive every structured clone (test doubles too) and rebuild the same File.
 */
export interface StoredPhoto {
  key: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface StoredDraft {
  id: string;
  step: number;
  products: WizardProductInput[];
  photos: StoredPhoto[];
  /** Absent in drafts kept before the wizard edited existing photos. */
  existing?: ExistingPhoto[];
  removed?: string[];
  links: PhotoLinks;
  saved: Record<string, SavedProgress>;
  stored_at: number;
}

// Apart from the cart's database, whose name and shape SPEC §9 fixes for other readers.
const DATABASE_NAME = 'sauda-product-drafts';

let opened: Table<StoredDraft, string> | null = null;

/** The drafts table, opened on first use. */
export function draftTable(): Table<StoredDraft, string> {
  if (!opened) {
    const db = new Dexie(DATABASE_NAME);
    db.version(1).stores({ drafts: 'id' });
    opened = db.table<StoredDraft, string>('drafts');
  }
  return opened;
}
