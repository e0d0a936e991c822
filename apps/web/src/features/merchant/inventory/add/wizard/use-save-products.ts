import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../../i18n';
import { dashboardQueryKeys } from '../../../dashboard/api/dashboard-query-keys';
import { MERCHANT_PAGES } from '../../../shell/model/merchant-pages';
import { merchantProductKeys } from '../../api/merchant-product-keys';
import { placeFieldErrors } from '../model/save-failure';
import type { WizardFormValues } from '../model/wizard-form';
import { ProductSaveError, saveProducts } from '../save/save-products';
import type { WizardState } from './use-wizard-state';

/** What the inventory shows after a save: its notice, in the reader's language. */
export interface SavedNoticeState {
  notice: string;
}

export interface SaveFailureShown {
  step: number;
  text: string;
  photoKey: string | null;
}

/**
 * Save: every product in turn with its photos, progress shown. Success forgets the draft and
 * opens the inventory on the (first) product; a refusal keeps everything, puts the server's
 * field messages under their fields and its other words on the step concerned.
 */
export function useSaveProducts(storeId: string, editingId: string | null, state: WizardState) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<SaveFailureShown | null>(null);

  const refused = (error: unknown, values: WizardFormValues) => {
    if (!(error instanceof ProductSaveError)) {
      setFailure({ step: 3, text: errorText(error), photoKey: null });
      return;
    }
    const index = values.products.findIndex((product) => product.draft_key === error.productKey);
    if (error.photoKey !== null) {
      state.setStep(2);
      setFailure({ step: 2, text: errorText(error.reason), photoKey: error.photoKey });
      return;
    }
    const { onFields, step } = placeFieldErrors(error.reason, index);
    state.setStep(step ?? 3);
    setFailure(
      onFields.length > 0 ? null : { step: 3, text: errorText(error.reason), photoKey: null },
    );
    // After the step shows, so the fields are there to hold their messages.
    setTimeout(() =>
      onFields.forEach(([name, message], position) =>
        state.form.setError(name, { type: 'server', message }, { shouldFocus: position === 0 }),
      ),
    );
  };

  const save = async (values: WizardFormValues) => {
    setFailure(null);
    setProgress({ done: 0, total: 1 });
    try {
      await saveProducts({
        storeId,
        editingId,
        products: values.products,
        photos: state.photos,
        existing: state.existing,
        removed: state.removed,
        links: state.links,
        saved: state.saved,
        onProgress: (saved, done, total) => {
          state.setSaved(saved);
          setProgress({ done, total });
        },
      });
    } catch (error) {
      setProgress(null);
      refused(error, values);
      return;
    } finally {
      void client.invalidateQueries({ queryKey: merchantProductKeys.all(storeId) });
      void client.invalidateQueries({ queryKey: dashboardQueryKeys.store(storeId) });
    }
    await state.forgetDraft();
    const query = values.products[0]?.name ?? '';
    await navigate(`${MERCHANT_PAGES.inventory.path}?query=${encodeURIComponent(query)}`, {
      state: { notice: t('inventory.add.saved') } satisfies SavedNoticeState,
    });
  };

  return {
    save,
    saving: progress !== null,
    progress,
    failure,
    clearFailure: () => setFailure(null),
  };
}
