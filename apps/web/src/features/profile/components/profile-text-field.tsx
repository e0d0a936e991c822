import TextField from '@mui/material/TextField';
import { NAME_MAX_LENGTH, keepLettersWithSpaces } from '@sauda/domain';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../auth';
import type { ProfileField, ProfileFormInput, ProfileFormOutput } from '../model/profile-form';

const today = () => new Date().toISOString().slice(0, 10);

export interface ProfileTextFieldProps {
  control: Control<ProfileFormInput, unknown, ProfileFormOutput>;
  name: ProfileField;
  label: string;
  disabled: boolean;
  type?: string;
  autoComplete: string;
}

/** One of the profile's text fields, with its rule's message under it. */
export function ProfileTextField({
  control,
  name,
  label,
  disabled,
  type,
  autoComplete,
}: ProfileTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) =>
            field.onChange(
              name === 'fullName' ? keepLettersWithSpaces(event.target.value) : event.target.value,
            )
          }
          type={type}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(t, fieldState.error?.message)}
          autoComplete={autoComplete}
          fullWidth
          disabled={disabled}
          slotProps={{
            inputLabel: type === 'date' ? { shrink: true } : undefined,
            htmlInput:
              type === 'date'
                ? { max: today() }
                : name === 'fullName'
                  ? { maxLength: NAME_MAX_LENGTH }
                  : undefined,
          }}
        />
      )}
    />
  );
}
