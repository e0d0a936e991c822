import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslateMessage } from '../i18n/domain-messages/use-translate-message';

export interface FormNumberFieldProps<Form extends FieldValues> {
  control: Control<Form>;
  name: FieldPathByValue<Form, number | undefined>;
  label: string;
  helperText?: ReactNode;
  /** Shown before the number, e.g. "Rs". */
  prefix?: string;
  /** Shown after the number, e.g. "km". */
  suffix?: string;
  step?: number;
  min?: number;
  disabled?: boolean;
  required?: boolean;
  /** Whole numbers only: a numeric keypad without the decimal point. */
  integer?: boolean;
}

/**
 * A number of a react-hook-form form. An empty box is NaN, which the form's schema refuses with
 * the field's own message, shown under it in the reader's language.
 */
export function FormNumberField<Form extends FieldValues>({
  control,
  name,
  label,
  helperText,
  prefix,
  suffix,
  step = 1,
  min,
  disabled = false,
  required = false,
  integer = false,
}: FormNumberFieldProps<Form>) {
  const translate = useTranslateMessage();
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
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translate(fieldState.error.message ?? '') : helperText}
          fullWidth
          slotProps={{
            htmlInput: { step, min, inputMode: integer ? 'numeric' : 'decimal' },
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
