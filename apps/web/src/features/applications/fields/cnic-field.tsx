import TextField from '@mui/material/TextField';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CNIC_MASKED_LENGTH, maskCnic } from './cnic-mask';
import { useApplicationField } from './use-application-field';

interface CnicFieldProps {
  name?: string;
  label: string;
}

/** The national identity card number, dashed as it is typed: 12345-1234567-1. */
export function CnicField({ name = 'cnic', label }: CnicFieldProps) {
  const { t } = useTranslation();
  const { field, error } = useApplicationField(name);
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const value: unknown = field.value;
  const text = typeof value === 'string' ? value : '';

  useLayoutEffect(() => {
    const input = element.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  }, [text]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const masked = maskCnic(raw, event.target.selectionStart ?? raw.length);
    pendingCaret.current = masked.caret;
    field.onChange(masked.value);
  };

  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      onChange={change}
      onBlur={field.onBlur}
      inputRef={(node: HTMLInputElement | null) => {
        element.current = node;
        field.ref(node);
      }}
      error={Boolean(error)}
      helperText={error ?? t('applications.fields.cnicHint')}
      placeholder="12345-1234567-1"
      autoComplete="off"
      fullWidth
      slotProps={{
        htmlInput: {
          // Room for a pasted number with spaces; the mask trims it to 15.
          maxLength: CNIC_MASKED_LENGTH + 4,
          inputMode: 'numeric',
          dir: 'ltr',
        },
      }}
    />
  );
}
