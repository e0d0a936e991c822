import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { ControlledPinField } from './controlled-pin-field';

interface NewPinValues extends FieldValues {
  pin: string;
  confirmPin: string;
}

interface NewPinFieldsProps<TValues extends NewPinValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** The i18n key of the first box's label ("PIN" or "New PIN"). */
  pinLabelKey: string;
  disabled: boolean;
}

/** A new PIN typed twice: the PIN with its hint, then the same again to confirm it. */
export function NewPinFields<TValues extends NewPinValues, TOutput>({
  control,
  pinLabelKey,
  disabled,
}: NewPinFieldsProps<TValues, TOutput>) {
  const pin = 'pin' as FieldPathByValue<TValues, string>;
  const confirmPin = 'confirmPin' as FieldPathByValue<TValues, string>;
  return (
    <>
      <ControlledPinField
        control={control}
        name={pin}
        labelKey={pinLabelKey}
        helperKey="auth.fields.pinHelp"
        autoComplete="new-password"
        disabled={disabled}
      />
      <ControlledPinField
        control={control}
        name={confirmPin}
        labelKey="auth.fields.confirmPin"
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
