import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddRounded';
import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import { useTranslation } from 'react-i18next';
import { SlotRow } from './slot-row';

interface DayHoursProps {
  day: number;
  /** Where this day's slots sit in the form's `working_hours`. */
  indexes: readonly { key: string; index: number }[];
  canAdd: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onCopyToAll: () => void;
}

/** One day of the week: its hours (or Closed), add hours, copy them to every day. */
export function DayHours(props: DayHoursProps) {
  const { day, indexes, canAdd, onAdd, onRemove, onCopyToAll } = props;
  const { t } = useTranslation();
  const dayName = t(`backOffice.settings.hours.days.${day}`);
  return (
    <Box
      role="group"
      aria-label={dayName}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '140px 1fr' },
        gap: { xs: 1, md: 2 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ pt: { md: 1 } }}>
        {dayName}
      </Typography>
      <Stack spacing={1.5}>
        {indexes.length === 0 && (
          <Typography color="text.secondary" sx={{ pt: { md: 1 } }}>
            {t('backOffice.settings.hours.closed')}
          </Typography>
        )}
        {indexes.map(({ key, index }) => (
          <SlotRow key={key} index={index} dayName={dayName} onRemove={() => onRemove(index)} />
        ))}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            disabled={!canAdd}
            aria-label={t('backOffice.settings.hours.addFor', { day: dayName })}
          >
            {t('backOffice.settings.hours.add')}
          </Button>
          {indexes.length > 0 && (
            <Button
              size="small"
              startIcon={<CopyIcon />}
              onClick={onCopyToAll}
              aria-label={t('backOffice.settings.hours.copyToAllFor', { day: dayName })}
            >
              {t('backOffice.settings.hours.copyToAll')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
