import type { FieldPath } from 'react-hook-form';
import { isRequestError } from '../../../../../api/request-error';
import type { WizardFormInput } from './wizard-form';

/** The fields the wizard shows, by the step that shows them. */
const STEP_OF_FIELD: Readonly<Record<string, number>> = {
  name: 0,
  category_id: 3,
  sub_category_id: 3,
  brand: 3,
  description: 3,
  colors: 3,
  sizes: 3,
  cost: 3,
  quantity: 3,
  unlimited: 3,
  is_active: 3,
};

export interface PlacedFieldErrors {
  /** Messages to show under their own fields of the product. */
  onFields: Array<[FieldPath<WizardFormInput>, string]>;
  /** The step to go back to: the earliest one showing a refused field. */
  step: number | null;
}

/**
 * Puts the server's `fields` (named by their place in the product's body, `cost`, `colors.2`)
 * under the product's own fields in the wizard.
 */
export function placeFieldErrors(error: unknown, productIndex: number): PlacedFieldErrors {
  const fields = isRequestError(error) ? (error.fields ?? {}) : {};
  const placed: PlacedFieldErrors = { onFields: [], step: null };
  for (const [name, message] of Object.entries(fields)) {
    const field = name.split('.')[0] ?? name;
    const step = STEP_OF_FIELD[field];
    if (step === undefined) continue;
    placed.onFields.push([
      `products.${productIndex}.${field}` as FieldPath<WizardFormInput>,
      message,
    ]);
    placed.step = Math.min(placed.step ?? step, step);
  }
  return placed;
}
