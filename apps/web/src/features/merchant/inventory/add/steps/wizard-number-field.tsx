import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import { useTranslateMessage } from '../../../../../i18n';
import type { WizardFormInput } from '../model/wizard-form';

interface WizardNumberFieldProps {
  control: Control<WizardFormInput>;
  name: FieldPathByValue<WizardFormInput, number | undefined>;
  label: string;
  prefix?: string;
  disabled?: boolean;
  integer?: boolean;
}

/**
 * A number of one product. An empty box is NaN, which the domain's rule refuses with the
 * field's own message, shown under it in the reader's language.
 */
export function WizardNumberField({
  control,
  name,
  label,
  prefix,
  disabled = false,
  integer = false,
}: WizardNumberFieldProps) {
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
          required={!disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translate(fieldState.error.message ?? '') : undefined}
          fullWidth
          slotProps={{
            htmlInput: {
              step: integer ? 1 : 0.01,
              min: 0,
              inputMode: integer ? 'numeric' : 'decimal',
            },
            input: prefix
              ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
}
