import Stack from '@mui/material/Stack';
import { WIZARD_STEPS } from '../model/wizard-draft';
import { LinkStep } from '../steps/link-step';
import { NamesStep } from '../steps/names-step';
import { PhotosStep } from '../steps/photos-step';
import { ProductDetailsCard } from '../steps/product-details-card';
import type { SaveFailureShown } from './use-save-products';
import type { WizardState } from './use-wizard-state';

interface WizardStepContentProps {
  state: WizardState;
  storeId: string;
  editing: boolean;
  failure: SaveFailureShown | null;
  showUnlinked: boolean;
}

/** The current step's fields. */
export function WizardStepContent({
  state,
  storeId,
  editing,
  failure,
  showUnlinked,
}: WizardStepContentProps) {
  const name = WIZARD_STEPS[state.step] ?? 'names';
  switch (name) {
    case 'names':
      return <NamesStep state={state} editing={editing} />;
    case 'photos':
      return <PhotosStep state={state} />;
    case 'link':
      return (
        <LinkStep
          state={state}
          showUnlinked={showUnlinked}
          refusedPhoto={
            failure?.photoKey ? { photoKey: failure.photoKey, text: failure.text } : null
          }
        />
      );
    case 'details':
      return (
        <Stack spacing={2.5}>
          {state.form.getValues('products').map((product, index) => (
            <ProductDetailsCard
              key={product.draft_key}
              state={state}
              storeId={storeId}
              index={index}
            />
          ))}
        </Stack>
      );
  }
}
