import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useApplicationField } from './use-application-field';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectFieldProps {
  name: string;
  label: string;
  choices: readonly Choice[];
  hint?: string;
}

/**
 * A list to choose one value from. It is the browser's own select, which phones open as their
 * native picker and screen readers know well.
 */
export function ChoiceSelectField({ name, label, choices, hint }: ChoiceSelectFieldProps) {
  const { t } = useTranslation();
  const { field, error } = useApplicationField(name);
  const value: unknown = field.value;
  return (
    <TextField
      select
      name={field.name}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('applications.fields.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
