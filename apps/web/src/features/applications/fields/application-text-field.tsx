import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useApplicationField } from './use-application-field';

type PassedProps = Pick<
  TextFieldProps,
  'type' | 'autoComplete' | 'multiline' | 'minRows' | 'required' | 'placeholder'
>;

interface ApplicationTextFieldProps extends PassedProps {
  name: string;
  label: string;
  /** A hint under the field while it has no error. */
  hint?: string;
  maxLength?: number;
  inputMode?: 'text' | 'email' | 'numeric' | 'url';
  /** Written left to right also in Urdu (email, web address, numbers). */
  ltr?: boolean;
}

/**
 * A text box bound by name to the application form. MUI ties the message under it to the
 * input with aria-describedby and sets aria-invalid while it has an error.
 */
export function ApplicationTextField({
  name,
  label,
  hint,
  maxLength,
  inputMode,
  ltr = false,
  ...passed
}: ApplicationTextFieldProps) {
  const { field, error } = useApplicationField(name);
  const value: unknown = field.value;
  return (
    <TextField
      {...passed}
      name={field.name}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{ htmlInput: { maxLength, inputMode, ...(ltr ? { dir: 'ltr' } : {}) } }}
    />
  );
}
