import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField, type ControlledFieldProps } from '../hooks/use-controlled-field';
import { PinField } from './pin-field';

interface ControlledPinFieldProps<
  TValues extends FieldValues,
  TOutput,
> extends ControlledFieldProps<TValues, TOutput> {
  /** The i18n key of the hint under the field while it has no error. */
  helperKey?: string;
  /** `current-password` to log in, `new-password` when choosing one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A PinField (with its show/hide toggle) wired to one string field of a react-hook-form form. */
export function ControlledPinField<TValues extends FieldValues, TOutput>({
  control,
  name,
  labelKey,
  helperKey,
  ...rest
}: ControlledPinFieldProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const field = useControlledField(control, name);
  return (
    <PinField
      {...field}
      {...rest}
      label={t(labelKey)}
      helperText={helperKey ? t(helperKey) : undefined}
    />
  );
}
