import TextField from '@mui/material/TextField';
import { PHONE_MASKED_LENGTH } from '@sauda/domain';
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type RefCallback,
} from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhoneInput } from '../model/masked-phone-input';

interface PhoneFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** react-hook-form's field ref, so a failed submit can focus the field. */
  inputRef?: RefCallback<HTMLInputElement>;
  label: string;
  error?: string | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A mobile number in the mask "+92 999 9999999" (SPEC §5), formatted as it is typed. */
export function PhoneField({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  error,
  autoFocus,
  disabled,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = element.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  }, [value]);

  const accept = (raw: string, caret: number) => {
    const masked = maskPhoneInput(raw, caret);
    pendingCaret.current = masked.caret;
    onChange(masked.value);
  };

  const setRefs = (node: HTMLInputElement | null) => {
    element.current = node;
    inputRef?.(node);
  };

  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        accept(event.target.value, event.target.selectionStart ?? event.target.value.length)
      }
      onBlur={onBlur}
      // A pasted "+92 (0)300 1234567" is longer than the mask: format it whole, not cut short.
      onPaste={(event: ClipboardEvent<HTMLDivElement>) => {
        const input = event.target as HTMLInputElement;
        const start = input.selectionStart ?? value.length;
        const end = input.selectionEnd ?? value.length;
        const pasted = event.clipboardData.getData('text');
        event.preventDefault();
        const raw = value.slice(0, start) + pasted + value.slice(end);
        accept(raw, start + pasted.length);
      }}
      inputRef={setRefs}
      error={Boolean(error)}
      helperText={error}
      placeholder={t('auth.fields.mobilePlaceholder')}
      type="tel"
      autoComplete="tel"
      autoFocus={autoFocus}
      disabled={disabled}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: PHONE_MASKED_LENGTH, inputMode: 'tel', dir: 'ltr' },
      }}
    />
  );
}
