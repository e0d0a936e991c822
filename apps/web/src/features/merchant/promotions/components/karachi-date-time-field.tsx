import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';

interface KarachiDateTimeFieldProps<Form extends FieldValues, Output extends FieldValues> {
  control: Control<Form, unknown, Output>;
  name: FieldPathByValue<Form, string>;
  label: string;
  helperText: ReactNode;
}

/**
 * A date and time on Karachi's clock (the form turns it into an instant at +05:00), typed or
 * picked in the browser's own datetime-local control; blank is allowed.
 */
export function KarachiDateTimeField<Form extends FieldValues, Output extends FieldValues = Form>({
  control,
  name,
  label,
  helperText,
}: KarachiDateTimeFieldProps<Form, Output>) {
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type="datetime-local"
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translate(fieldState.error.message ?? '') : helperText}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
