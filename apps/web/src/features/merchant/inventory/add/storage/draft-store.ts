import type { WizardDraft } from '../model/wizard-draft';
import { draftTable, type StoredDraft } from './draft-database';

async function storedDraftOf(id: string, draft: WizardDraft): Promise<StoredDraft> {
  const photos = await Promise.all(
    draft.photos.map(async ({ key, file }) => ({
      key,
      name: file.name,
      type: file.type,
      bytes: await file.arrayBuffer(),
    })),
  );
  return {
    id,
    ...draft,
    existing: [...draft.existing],
    removed: [...draft.removed],
    links: { ...draft.links },
    saved: { ...draft.saved },
    photos,
    stored_at: Date.now(),
  };
}

function draftOf(stored: StoredDraft): WizardDraft {
  return {
    step: stored.step,
    products: stored.products,
    existing: stored.existing ?? [],
    removed: stored.removed ?? [],
    links: stored.links,
    saved: stored.saved,
    photos: stored.photos.map(({ key, name, type, bytes }) => ({
      key,
      file: new File([bytes], name, { type }),
    })),
  };
}

/** Whether the merchant put anything into it: a wizard just opened keeps nothing worth restoring. */
function holdsWork(stored: StoredDraft): boolean {
  return stored.photos.length > 0 || stored.products.some((product) => product.name.trim() !== '');
}

/** The kept draft, or null; a draft that cannot be read counts as none. */
export async function loadDraft(id: string): Promise<WizardDraft | null> {
  try {
    const stored = await draftTable().get(id);
    return stored && stored.products.length > 0 && holdsWork(stored) ? draftOf(stored) : null;
  } catch {
    return null;
  }
}

export async function keepDraft(id: string, draft: WizardDraft): Promise<void> {
  await draftTable().put(await storedDraftOf(id, draft));
}

export async function discardDraft(id: string): Promise<void> {
  await draftTable().delete(id);
}
