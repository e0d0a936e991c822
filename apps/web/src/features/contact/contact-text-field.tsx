import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ContactMessage } from '@sauda/domain';
import { Controller, type Control } from 'react-hook-form';
import type { ContactFormValues } from './contact-form-values';

type ContactTextFieldProps = Omit<TextFieldProps, 'name' | 'error'> & {
  control: Control<ContactFormValues, unknown, ContactMessage>;
  name: keyof ContactFormValues;
  /** Shown under the field while it holds no error. */
  hint?: string;
};

/** One field of the contact form, bound by name, with its error or hint under it. */
export function ContactTextField({ control, name, hint, ...props }: ContactTextFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          // Focus on error goes to the input itself, not to the field's outer box.
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          fullWidth
        />
      )}
    />
  );
}
