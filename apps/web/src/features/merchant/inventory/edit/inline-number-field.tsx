import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import type { InlineInput } from '../model/inline-input';

/** How the field was left: Enter, Escape, or focus moving elsewhere (blur). */
export type LeftBy = 'enter' | 'escape' | 'blur';

interface InlineNumberFieldProps {
  /** The accessible name, with the product's name in it ("Stock of Doodh 1L"). */
  label: string;
  value: number;
  read: (text: string) => InlineInput;
  onSave: (value: number) => void;
  onLeave?: (how: LeftBy) => void;
  prefix?: string;
  integer?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  width?: number;
}

/**
 * A number edited where it is shown: Enter or leaving the field saves, Escape puts the value
 * back. A value the contract refuses stays in the box with the domain's words under it.
 */
export function InlineNumberField({
  label,
  value,
  read,
  onSave,
  onLeave,
  prefix,
  integer = false,
  autoFocus = false,
  disabled = false,
  width = 96,
}: InlineNumberFieldProps) {
  const translate = useTranslateMessage();
  // null while not being edited: the field shows the product's value as it changes.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const commit = (how: LeftBy) => {
    if (draft !== null) {
      const input = read(draft);
      if (!input.ok) {
        setProblem(input.problem);
        return;
      }
      setDraft(null);
      if (input.value !== value) onSave(input.value);
    }
    onLeave?.(how);
  };
  const cancel = () => {
    setDraft(null);
    setProblem(null);
    onLeave?.('escape');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit('enter');
    } else if (event.key === 'Escape') {
      // The field's own Escape: it must not also close a snackbar or a drawer.
      event.stopPropagation();
      cancel();
    }
  };

  return (
    <TextField
      size="small"
      value={draft ?? String(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        setProblem(null);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => commit('blur')}
      onFocus={(event) => event.target.select()}
      autoFocus={autoFocus}
      disabled={disabled}
      error={problem !== null}
      helperText={problem === null ? undefined : translate(problem)}
      sx={{ width, '& .MuiFormHelperText-root': { mx: 0, width: 'max-content', maxWidth: 220 } }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          inputMode: integer ? 'numeric' : 'decimal',
          enterKeyHint: 'done',
          autoComplete: 'off',
          sx: { fontVariantNumeric: 'tabular-nums' },
        },
        input: prefix
          ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> }
          : undefined,
      }}
    />
  );
}
