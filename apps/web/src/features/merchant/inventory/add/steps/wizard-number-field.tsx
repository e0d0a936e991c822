import type { Control, FieldPathByValue } from 'react-hook-form';
import { FormNumberField } from '../../../../../ui/form-number-field';
import type { WizardFormInput } from '../model/wizard-form';

interface WizardNumberFieldProps {
  control: Control<WizardFormInput>;
  name: FieldPathByValue<WizardFormInput, number | undefined>;
  label: string;
  prefix?: string;
  disabled?: boolean;
  integer?: boolean;
}

/** A number of one product (price, stock): required unless switched off, never below 0. */
export function WizardNumberField({
  integer = false,
  disabled = false,
  ...field
}: WizardNumberFieldProps) {
  return (
    <FormNumberField
      {...field}
      disabled={disabled}
      required={!disabled}
      integer={integer}
      step={integer ? 1 : 0.01}
      min={0}
    />
  );
}
