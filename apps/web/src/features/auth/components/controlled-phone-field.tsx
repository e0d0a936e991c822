import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useControlledField, type ControlledFieldProps } from '../hooks/use-controlled-field';
import { PhoneField } from './phone-field';

/** A PhoneField wired to one string field of a react-hook-form form, with its error message. */
export function ControlledPhoneField<TValues extends FieldValues, TOutput>({
  control,
  name,
  labelKey,
  ...rest
}: ControlledFieldProps<TValues, TOutput>) {
  const { t } = useTranslation();
  const field = useControlledField(control, name);
  return <PhoneField {...field} {...rest} label={t(labelKey)} />;
}
