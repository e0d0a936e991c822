import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import RemoveIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n';
import { useSettingsFormContext } from '../model/use-settings-form-context';
import { endsNextDay } from '../model/week-days';

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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr auto', sm: 'auto auto auto 1fr' },
        gap: 1,
        alignItems: 'start',
      }}
    >
      {timeField('start_time', t('backOffice.settings.hours.opens'))}
      {timeField('end_time', t('backOffice.settings.hours.closes'))}
      <IconButton
        onClick={onRemove}
        aria-label={t('backOffice.settings.hours.remove', {
          day: dayName,
          start: slot.start_time,
          end: slot.end_time,
        })}
        sx={{ mt: 0.25 }}
      >
        <RemoveIcon />
      </IconButton>
      {endsNextDay(slot) && (
        <Chip
          label={t('backOffice.settings.hours.nextDay')}
          size="small"
          color="secondary"
          variant="outlined"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: 'start', mt: 0.75 }}
        />
      )}
    </Box>
  );
}
