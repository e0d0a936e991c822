import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileRounded';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useFormMethods } from '../form/application-form-provider';
import { chosenFileProblem } from './chosen-file-problem';
import { ChosenFileCard } from './chosen-file-card';
import { useApplicationField } from './use-application-field';

interface FilePickerFieldProps {
  name: string;
  label: string;
  /** What the field takes, e.g. "JPEG or PNG, up to 5 MB". */
  hint: string;
  /** The MIME types it accepts (the domain's lists). */
  types: readonly string[];
  /** The domain's words for a file of another type. */
  typeMessage: string;
}

/**
 * Picks one file: a button opens the device's chooser; the chosen file shows with its name,
 * size, a thumbnail for images and Remove. A file of the wrong type or over 5 MB is refused
 * on the spot with the domain's message and is not kept.
 */
export function FilePickerField({ name, label, hint, types, typeMessage }: FilePickerFieldProps) {
  const { t } = useTranslation();
  const { setError, clearErrors } = useFormMethods();
  const { field, error } = useApplicationField(name);
  const input = useRef<HTMLInputElement | null>(null);
  const chooseButton = useRef<HTMLButtonElement | null>(null);
  const focusChooserNext = useRef(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const file = field.value instanceof File ? field.value : null;

  useEffect(() => {
    if (file || !focusChooserNext.current) return;
    focusChooserNext.current = false;
    chooseButton.current?.focus();
  }, [file]);

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again after Remove still reports a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = chosenFileProblem(chosen, types, typeMessage);
    if (problem) {
      field.onChange(undefined);
      setError(name, { type: 'file', message: problem });
      return;
    }
    clearErrors(name);
    field.onChange(chosen);
  };

  const remove = () => {
    field.onChange(undefined);
    clearErrors(name);
    focusChooserNext.current = true;
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" variant="subtitle2" sx={{ mb: 0.25 }}>
        {label}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Box
        component="input"
        ref={input}
        type="file"
        name={field.name}
        accept={types.join(',')}
        onChange={choose}
        tabIndex={-1}
        aria-hidden
        sx={visuallyHidden}
      />
      {file ? (
        <ChosenFileCard file={file} onRemove={remove} />
      ) : (
        <Button
          ref={(node: HTMLButtonElement | null) => {
            chooseButton.current = node;
            field.ref(node);
          }}
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          onBlur={field.onBlur}
          aria-describedby={describedBy}
          color={error ? 'error' : 'primary'}
        >
          {t('applications.file.choose')}
        </Button>
      )}
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
