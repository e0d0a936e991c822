import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { LOGIN_PIN_MAX_LENGTH } from '@sauda/domain';
import { useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface PinFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
  /** `current-password` to log in, `new-password` when choosing one. */
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A PIN or password box with a show/hide toggle; at most 30 characters (SPEC §5). */
export function PinField(props: PinFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { error, helperText, inputRef, ...field } = props;
  return (
    <TextField
      {...field}
      inputRef={inputRef}
      type={visible ? 'text' : 'password'}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: LOGIN_PIN_MAX_LENGTH, autoCapitalize: 'none', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t('auth.fields.hidePin') : t('auth.fields.showPin')}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
