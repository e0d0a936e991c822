import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/ScheduleRounded';
import { formatHoursRange, type Company } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { isAllDay, storeWeekDay, weekHours, type DayHours } from '../format/store-hours';

function useDayText() {
  const { t } = useTranslation();
  return (day: DayHours): string => {
    if (day.slots.length === 0) return t('catalog.store.closedDay');
    if (day.slots.some(isAllDay)) return t('catalog.store.allDay');
    return day.slots.map((slot) => formatHoursRange(slot.start, slot.end)).join(', ');
  };
}

/** Today's hours in one line; the whole week unfolds under it (a native disclosure). */
export function StoreHoursPanel({
  store,
}: {
  store: Pick<Company, 'working_days' | 'time_slots'>;
}) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const week = weekHours(store);
  const todayName = storeWeekDay();
  const today = week.find((day) => day.day === todayName);
  const todayText =
    today && today.slots.length > 0
      ? t('catalog.store.todayHours', { hours: dayText(today) })
      : t('catalog.store.closedToday');

  return (
    <Box
      component="details"
      sx={{
        '& > summary': {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          cursor: 'pointer',
          fontSize: 14,
          fontWeight: 500,
          listStyle: 'none',
          borderRadius: 1,
          '&::-webkit-details-marker': { display: 'none' },
          '&::after': {
            content: '"▾"',
            color: 'primary.main',
            transition: 'transform 150ms',
          },
        },
        '&[open] > summary::after': { transform: 'rotate(180deg)' },
      }}
    >
      <summary>
        <ScheduleIcon fontSize="small" color="action" aria-hidden="true" />
        <span>{todayText}</span>
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
          · {t('catalog.store.hoursTitle')}
        </Box>
      </summary>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1.5,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 3,
          rowGap: 0.5,
          fontSize: 14,
          maxWidth: 360,
          '& dd': { m: 0 },
        }}
      >
        {week.map((day) => {
          const isToday = day.day === todayName;
          const weight = isToday ? 600 : 400;
          return (
            <Box key={day.day} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: weight }}>
                {t(`catalog.days.${day.day}`)}
                {isToday && ` (${t('catalog.store.today')})`}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{
                  fontWeight: weight,
                  color: day.slots.length === 0 ? 'text.secondary' : 'text.primary',
                }}
              >
                {dayText(day)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
