import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import type { RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../model/field-error-text';

/** What a text field wired to one string field of a react-hook-form form is given. */
export interface ControlledFieldProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPathByValue<TValues, string>;
  /** The i18n key of the field's label. */
  labelKey: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A field box's side of the wiring: what it shows and how it reports back. */
export interface ControlledFieldBinding {
  name: string;
  value: string;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLInputElement>;
  /** The translated error message, if any. */
  error: string | undefined;
}

/** The props a field box takes from the form: value, handlers, ref and translated error. */
export function useControlledField<TValues extends FieldValues, TOutput>(
  control: Control<TValues, unknown, TOutput>,
  name: FieldPathByValue<TValues, string>,
): ControlledFieldBinding {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldErrorText(t, fieldState.error?.message),
  };
}
