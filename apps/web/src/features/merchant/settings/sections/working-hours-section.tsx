import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/form-error';
import { useSettingsFormContext } from '../model/use-settings-form-context';
import { copyDayToAll, WEEK_DAYS_IN_ORDER } from '../model/week-days';
import { DayHours } from './day-hours';
import { SettingsSection } from './settings-section';

/** The most slots a store may have (the domain's `working_hours` limit). */
const MAX_SLOTS = 28;
const NEW_SLOT = { start_time: '09:00', end_time: '21:00' } as const;

/** The week's opening hours, Monday first, several slots a day, past midnight allowed. */
export function WorkingHoursSection({ onCopied }: { onCopied: (dayName: string) => void }) {
  const { t } = useTranslation();
  const { control, getValues } = useSettingsFormContext();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'working_hours' });
  const { errors } = useFormState({ control, name: 'working_hours' });
  const listError = errors.working_hours?.root?.message ?? errors.working_hours?.message;

  return (
    <SettingsSection
      title={t('backOffice.settings.hours.title')}
      intro={t('backOffice.settings.hours.intro')}
    >
      {WEEK_DAYS_IN_ORDER.map((day) => (
        <DayHours
          key={day}
          day={day}
          indexes={fields
            .map((field, index) => ({ key: field.id, index, day: field.day_of_week }))
            .filter((slot) => slot.day === day)}
          canAdd={fields.length < MAX_SLOTS}
          onAdd={() => append({ day_of_week: day, ...NEW_SLOT })}
          onRemove={remove}
          onCopyToAll={() => {
            replace(copyDayToAll(getValues('working_hours'), day));
            onCopied(t(`backOffice.settings.hours.days.${day}`));
          }}
        />
      ))}
      <FormError message={listError} />
    </SettingsSection>
  );
}
