import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { OTP_LENGTH, keepWholeNumber } from '@sauda/domain';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { otpDigits, withDigitsAt } from '../model/otp-digits';

interface OtpInputProps {
  /** The code so far; a space marks an empty box. */
  value: string;
  onChange: (value: string) => void;
  /** Called once all six boxes hold a digit. */
  onComplete?: (code: string) => void;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The one-time code as six digit boxes: typing moves on, Backspace on an empty box moves back,
 * a paste (or the phone's SMS autofill) fills every box, digits only.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = otpDigits(value);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const write = (index: number, typed: string) => {
    const { value: next, filled } = withDigitsAt(value, index, keepWholeNumber(typed));
    onChange(next);
    if (filled > 0) focusBox(index + filled);
    const code = next.replace(/\s/g, '');
    if (code.length === OTP_LENGTH && filled > 0) onComplete?.(code);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === ' ') {
      event.preventDefault();
      if (index === 0) return;
      onChange(withDigitsAt(value, index - 1, ' ').value);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = keepWholeNumber(event.clipboardData.getData('text'));
    // A whole code replaces the boxes from the first; a part fills from this box on.
    write(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <Box>
      <Box id={labelId} component="p" sx={{ m: 0, mb: 1, fontSize: 14, fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        sx={{ display: 'flex', gap: { xs: 0.75, sm: 1.25 }, direction: 'ltr' }}
      >
        {digits.map((digit, index) => (
          <InputBase
            key={index}
            value={digit.trim()}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            error={Boolean(error)}
            inputRef={(node: HTMLInputElement | null) => {
              boxes.current[index] = node;
            }}
            onChange={(event) => {
              const typed = event.target.value;
              if (typed === '') onChange(withDigitsAt(value, index, ' ').value);
              // The box held a digit: keep what was typed over it, not both.
              else
                write(index, typed.length > 1 && digit !== ' ' ? typed.replace(digit, '') : typed);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            inputProps={{
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': t('auth.otp.digit', { n: index + 1 }),
              'aria-invalid': Boolean(error),
            }}
            sx={(theme) => ({
              width: { xs: 42, sm: 52 },
              height: { xs: 50, sm: 58 },
              border: 1.5,
              borderStyle: 'solid',
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              fontSize: { xs: 22, sm: 26 },
              fontWeight: 600,
              transition: theme.transitions.create(['border-color', 'box-shadow'], {
                duration: theme.transitions.duration.shortest,
              }),
              '&.Mui-focused': {
                borderColor: 'primary.main',
                boxShadow: `0 0 0 3px ${theme.palette.primary.main}33`,
              },
              '& input': { textAlign: 'center', p: 0, height: '100%' },
            })}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
