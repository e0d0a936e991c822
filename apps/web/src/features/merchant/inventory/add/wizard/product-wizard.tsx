import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldPath } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unlinkedPhotos } from '../model/photo-links';
import { LAST_STEP, type WizardDraft } from '../model/wizard-draft';
import type { WizardFormInput } from '../model/wizard-form';
import { useSaveProducts } from './use-save-products';
import { useWizardState } from './use-wizard-state';
import { WizardStepContent } from './wizard-step-content';
import { WizardStepper } from './wizard-stepper';

interface ProductWizardProps {
  storeId: string;
  draftId: string;
  editingId: string | null;
  initial: WizardDraft;
  /** Whether `initial` is a draft kept from an earlier visit. */
  restored: boolean;
  /** Where "Discard draft" starts over from. */
  fresh: WizardDraft;
}

/** The four steps with Back and Next, each step checked before the next; Save at the end. */
export function ProductWizard({
  storeId,
  draftId,
  editingId,
  initial,
  restored,
  fresh,
}: ProductWizardProps) {
  const { t } = useTranslation();
  const state = useWizardState(draftId, initial);
  const saving = useSaveProducts(storeId, editingId, state);
  const [showRestored, setShowRestored] = useState(restored);
  const [showUnlinked, setShowUnlinked] = useState(false);
  const { step, setStep, form } = state;

  const next = async () => {
    saving.clearFailure();
    if (step === 0) {
      const names = form
        .getValues('products')
        .map((_product, index) => `products.${index}.name` as FieldPath<WizardFormInput>);
      if (!(await form.trigger(names, { shouldFocus: true }))) return;
    }
    if (step === 2) {
      const unlinked = unlinkedPhotos(
        state.links,
        state.photos.map((photo) => photo.key),
      );
      setShowUnlinked(unlinked.length > 0);
      if (unlinked.length > 0) return;
    }
    setStep(step + 1);
  };

  const discard = async () => {
    setShowRestored(false);
    saving.clearFailure();
    await state.restart(fresh);
  };

  return (
    <Stack
      spacing={3}
      component="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(saving.save)(event)}
    >
      {showRestored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => void discard()}>
              {t('inventory.add.draft.discard')}
            </Button>
          }
        >
          {t('inventory.add.draft.restored')}
        </Alert>
      )}
      <WizardStepper step={step} />
      {saving.failure && saving.failure.step === step && !saving.failure.photoKey && (
        <Alert severity="error" role="alert">
          {saving.failure.text}
        </Alert>
      )}
      {saving.failure?.photoKey && step === 2 && (
        <Alert severity="error">{t('inventory.add.save.photoFailed')}</Alert>
      )}
      <Box>
        <WizardStepContent
          state={state}
          storeId={storeId}
          editing={editingId !== null}
          failure={saving.failure}
          showUnlinked={showUnlinked}
        />
      </Box>
      {saving.progress && (
        <Box>
          <Typography variant="body2" role="status">
            {t('inventory.add.save.progress', saving.progress)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(saving.progress.done / saving.progress.total) * 100}
            aria-label={t('inventory.add.save.progressLabel')}
          />
        </Box>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={step === 0 || saving.saving} onClick={() => setStep(step - 1)}>
          {t('inventory.add.back')}
        </Button>
        {/* Keyed apart: were Next turned into Save in place, the browser would submit the
            click that turned it. */}
        {step < LAST_STEP ? (
          <Button key="next" variant="contained" onClick={() => void next()}>
            {t('inventory.add.next')}
          </Button>
        ) : (
          <Button key="save" variant="contained" type="submit" disabled={saving.saving}>
            {t('inventory.add.save.label')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
