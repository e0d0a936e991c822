import TextField from '@mui/material/TextField';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  type AddressDetails,
  type AddressDetailsInput,
} from '@sauda/domain';
import type { ReactNode, Ref } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';

interface DetailTextFieldProps {
  control: Control<AddressDetailsInput, unknown, AddressDetails>;
  name: keyof AddressDetailsInput;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/** One line of the details form, showing its own message (the spec's words) under it. */
export function DetailTextField({
  control,
  name,
  label,
  required = false,
  disabled = false,
  helperText,
  placeholder,
  autoComplete = 'off',
  inputRef,
  endAdornment,
}: DetailTextFieldProps) {
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={(element: HTMLInputElement | null) => {
            field.ref(element);
            if (typeof inputRef === 'function') inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translate(fieldState.error.message ?? '') : helperText}
          placeholder={placeholder}
          autoComplete={autoComplete}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH },
            ...(endAdornment ? { input: { endAdornment } } : {}),
          }}
        />
      )}
    />
  );
}
