import type { ReactNode } from 'react';
import type { FieldPathByValue } from 'react-hook-form';
import { FormNumberField } from '../../../../ui/form-number-field';
import type { SettingsFormInput } from '../model/settings-form-schema';
import { useSettingsFormContext } from '../model/use-settings-form-context';

interface NumberFieldProps {
  name: FieldPathByValue<SettingsFormInput, number | undefined>;
  label: string;
  helperText?: ReactNode;
  /** Shown before the number, e.g. "Rs". */
  prefix?: string;
  /** Shown after the number, e.g. "km". */
  suffix?: string;
  step?: number;
  disabled?: boolean;
  /** Whole numbers only: a numeric keypad without the decimal point. */
  integer?: boolean;
}

/** A number of the settings form; out-of-range values get the field's own range message. */
export function NumberField(props: NumberFieldProps) {
  const { control } = useSettingsFormContext();
  return <FormNumberField control={control} {...props} />;
}
