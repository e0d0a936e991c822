import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/form-error';
import { useSettingsFormContext } from '../model/use-settings-form-context';
import { HolidayRow } from './holiday-row';
import { SettingsSection } from './settings-section';

/** The most holidays a store may list (the domain's `holidays` limit). */
const MAX_HOLIDAYS = 60;

/** Whole days the store is closed: a date and a note each. */
export function HolidaysSection() {
  const { t } = useTranslation();
  const { control } = useSettingsFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'holidays' });
  const { errors } = useFormState({ control, name: 'holidays' });
  const listError = errors.holidays?.root?.message ?? errors.holidays?.message;
  return (
    <SettingsSection
      title={t('backOffice.settings.holidays.title')}
      intro={t('backOffice.settings.holidays.intro')}
    >
      <Stack spacing={2}>
        {fields.length === 0 && (
          <Typography color="text.secondary">{t('backOffice.settings.holidays.empty')}</Typography>
        )}
        {fields.map((field, index) => (
          <HolidayRow key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
        <FormError message={listError} />
        <div>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            disabled={fields.length >= MAX_HOLIDAYS}
            onClick={() => append({ date: '', note: '' })}
          >
            {t('backOffice.settings.holidays.add')}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
