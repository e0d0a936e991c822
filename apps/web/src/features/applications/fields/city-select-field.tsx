import { FORM_CITIES } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceSelectField } from './choice-select-field';

interface CitySelectFieldProps {
  name?: string;
  label: string;
  hint?: string;
}

/** One of the cities Sauda delivers in or recruits for; names are translated, values are not. */
export function CitySelectField({ name = 'city', label, hint }: CitySelectFieldProps) {
  const { t } = useTranslation();
  const choices = FORM_CITIES.map((city) => ({
    value: city,
    label: t(`applications.cities.${city}`, { defaultValue: city }),
  }));
  return (
    <ChoiceSelectField name={name} label={label} choices={choices} {...(hint ? { hint } : {})} />
  );
}
