import TextField from '@mui/material/TextField';
import { karachiDate } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useApplicationField } from './use-application-field';

interface DateOfBirthFieldProps {
  name?: string;
  label: string;
  /** Today's date on Pakistan's clock; a birth date after it cannot be picked. */
  today?: string;
}

/** The browser's own date picker, which phones show as a wheel; no date after today. */
export function DateOfBirthField({
  name = 'date_of_birth',
  label,
  today = karachiDate(new Date()),
}: DateOfBirthFieldProps) {
  const { t } = useTranslation();
  const { field, error } = useApplicationField(name);
  const value: unknown = field.value;
  return (
    <TextField
      type="date"
      name={field.name}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? t('applications.fields.dateOfBirthHint')}
      autoComplete="bday"
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
    />
  );
}
