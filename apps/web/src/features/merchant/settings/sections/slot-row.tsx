import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n';
import { useSettingsFormContext } from '../model/use-settings-form-context';
import { endsNextDay } from '../model/week-days';
import { RemoveRowButton, SettingsRow } from './settings-row';

interface SlotRowProps {
  index: number;
  dayName: string;
  onRemove: () => void;
}

/** One span of opening hours: opens, closes ("next day" past midnight) and remove. */
export function SlotRow({ index, dayName, onRemove }: SlotRowProps) {
  const { t } = useTranslation();
  const { control } = useSettingsFormContext();
  const translate = useTranslateMessage();
  // Right after a removal the row may outlive its slot for one render.
  const slot = useWatch({ control, name: `working_hours.${index}` }) ?? {
    start_time: '',
    end_time: '',
  };
  const timeField = (part: 'start_time' | 'end_time', label: string) => (
    <Controller
      control={control}
      name={`working_hours.${index}.${part}`}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type="time"
          size="small"
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translate(fieldState.error.message ?? '') : undefined}
          slotProps={{ htmlInput: { 'aria-label': `${dayName}: ${label}` } }}
          sx={{ width: { xs: '100%', sm: 150 } }}
        />
      )}
    />
  );
  return (
    <SettingsRow columns={{ xs: '1fr 1fr auto', sm: 'auto auto auto 1fr' }}>
      {timeField('start_time', t('backOffice.settings.hours.opens'))}
      {timeField('end_time', t('backOffice.settings.hours.closes'))}
      <RemoveRowButton
        label={t('backOffice.settings.hours.remove', {
          day: dayName,
          start: slot.start_time,
          end: slot.end_time,
        })}
        onRemove={onRemove}
      />
      {endsNextDay(slot) && (
        <Chip
          label={t('backOffice.settings.hours.nextDay')}
          size="small"
          color="secondary"
          variant="outlined"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start', mt: 0.75 }}
        />
      )}
    </SettingsRow>
  );
}
