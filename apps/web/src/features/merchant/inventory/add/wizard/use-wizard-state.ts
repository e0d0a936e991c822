import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { photoFileProblem } from '../model/photo-file-check';
import { dropPhoto, linkPhoto, type PhotoLinks } from '../model/photo-links';
import type {
  DraftPhoto,
  ExistingPhoto,
  SavedProgress,
  ShownPhoto,
  WizardDraft,
} from '../model/wizard-draft';
import {
  newDraftKey,
  wizardFormSchema,
  type WizardFormInput,
  type WizardFormValues,
} from '../model/wizard-form';
import { useDraftKeeper } from '../storage/use-kept-draft';

/** A chosen file that was not kept, with the reason in the domain's words. */
export interface RefusedPhoto {
  name: string;
  message: string;
}

/**
 * Everything the wizard holds: the products' form, the photos, which product shows which photo
 * in what order, the step and what a save already did; kept in the browser as it changes.
 */
export function useWizardState(draftId: string, initial: WizardDraft) {
  const form = useForm<WizardFormInput, unknown, WizardFormValues>({
    resolver: zodResolver(wizardFormSchema),
    defaultValues: { products: initial.products },
  });
  const [step, setStep] = useState(initial.step);
  const [photos, setPhotos] = useState<DraftPhoto[]>(initial.photos);
  const [existing, setExisting] = useState<ExistingPhoto[]>(initial.existing);
  const [removed, setRemoved] = useState<string[]>(initial.removed);
  const [links, setLinks] = useState<PhotoLinks>(initial.links);
  const [saved, setSaved] = useState<Readonly<Record<string, SavedProgress>>>(initial.saved);
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const products = useWatch({ control: form.control, name: 'products' });

  const draft = useMemo<WizardDraft>(
    () => ({ step, products, photos, existing, removed, links, saved }),
    [step, products, photos, existing, removed, links, saved],
  );
  /** The product's own photos first, then the chosen files. */
  const shownPhotos = useMemo<ShownPhoto[]>(() => [...existing, ...photos], [existing, photos]);
  const keeper = useDraftKeeper(draftId, draft);

  /** Checks each file by its content; the good ones join, one product takes them at once. */
  const addPhotos = useCallback(
    async (files: readonly File[]) => {
      const checked = await Promise.all(
        files.map(async (file) => ({ file, problem: await photoFileProblem(file) })),
      );
      const kept = checked
        .filter(({ problem }) => problem === null)
        .map(({ file }) => ({ key: newDraftKey('photo'), file }));
      setRefused(
        checked.flatMap(({ file, problem }) =>
          problem ? [{ name: file.name, message: problem }] : [],
        ),
      );
      setPhotos((before) => [...before, ...kept]);
      const onlyProduct =
        form.getValues('products').length === 1 ? form.getValues('products.0.draft_key') : null;
      if (onlyProduct) {
        setLinks((before) =>
          kept.reduce((next, photo) => linkPhoto(next, photo.key, onlyProduct), before),
        );
      }
    },
    [form],
  );

  const removePhoto = useCallback((photoKey: string) => {
    setPhotos((before) => before.filter((photo) => photo.key !== photoKey));
    setLinks((before) => dropPhoto(before, photoKey));
  }, []);

  /** Takes a photo off the edited product; the server deletes it when the wizard saves. */
  const removeExisting = useCallback(
    (photoKey: string) => {
      const gone = existing.find((photo) => photo.key === photoKey);
      if (!gone) return;
      const imageId = gone.image.query_id;
      setExisting((before) => before.filter((photo) => photo.key !== photoKey));
      setRemoved((ids) => (ids.includes(imageId) ? ids : [...ids, imageId]));
      setLinks((before) => dropPhoto(before, photoKey));
    },
    [existing],
  );

  /** Starts over from `fresh`, the kept draft deleted. */
  const restart = useCallback(
    async (fresh: WizardDraft) => {
      await keeper.forget();
      form.reset({ products: fresh.products });
      setStep(fresh.step);
      setPhotos(fresh.photos);
      setExisting(fresh.existing);
      setRemoved(fresh.removed);
      setLinks(fresh.links);
      setSaved(fresh.saved);
      setRefused([]);
      keeper.resume();
    },
    [form, keeper],
  );

  return {
    form,
    step,
    setStep,
    photos,
    existing,
    removed,
    shownPhotos,
    addPhotos,
    removePhoto,
    removeExisting,
    refused,
    links,
    setLinks,
    saved,
    setSaved,
    restart,
    forgetDraft: keeper.forget,
  };
}

export type WizardState = ReturnType<typeof useWizardState>;
