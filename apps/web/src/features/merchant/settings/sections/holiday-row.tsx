import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n';
import { useSettingsFormContext } from '../model/use-settings-form-context';
import { RemoveRowButton, SettingsRow } from './settings-row';

const NOTE_MAX = 100;

/** One holiday: its date, a note such as "Eid", and remove. */
export function HolidayRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { control } = useSettingsFormContext();
  const date = useWatch({ control, name: `holidays.${index}.date` }) ?? '';
  return (
    <SettingsRow columns={{ xs: '1fr auto', sm: '180px 1fr auto' }}>
      <Controller
        control={control}
        name={`holidays.${index}.date`}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            type="date"
            size="small"
            label={t('backOffice.settings.holidays.date')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? translate(fieldState.error.message ?? '') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <Controller
        control={control}
        name={`holidays.${index}.note`}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            size="small"
            label={t('backOffice.settings.holidays.note')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? translate(fieldState.error.message ?? '') : undefined}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          />
        )}
      />
      <RemoveRowButton
        label={
          date
            ? t('backOffice.settings.holidays.remove', { date })
            : t('backOffice.settings.holidays.removeEmpty')
        }
        onRemove={onRemove}
        place={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
      />
    </SettingsRow>
  );
}
