import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldPathByValue } from 'react-hook-form';
import { useTranslateMessage } from '../../../../i18n';
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

/**
 * A number of the settings form. An empty box is NaN, which the form refuses with the field's
 * own range message, shown under it in the reader's language.
 */
export function NumberField({
  name,
  label,
  helperText,
  prefix,
  suffix,
  step = 1,
  disabled = false,
  integer = false,
}: NumberFieldProps) {
  const translate = useTranslateMessage();
  const { control } = useSettingsFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(event) => {
            const text = event.target.value.trim();
            field.onChange(text === '' ? Number.NaN : Number(text));
          }}
          type="number"
          label={label}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translate(fieldState.error.message ?? '') : helperText}
          fullWidth
          slotProps={{
            htmlInput: { step, inputMode: integer ? 'numeric' : 'decimal' },
            input: {
              ...(prefix && {
                startAdornment: <InputAdornment position="start">{prefix}</InputAdornment>,
              }),
              ...(suffix && {
                endAdornment: <InputAdornment position="end">{suffix}</InputAdornment>,
              }),
            },
          }}
        />
      )}
    />
  );
}
