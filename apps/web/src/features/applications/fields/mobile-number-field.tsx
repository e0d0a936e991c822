import { PhoneField } from '../../auth';
import { useApplicationField } from './use-application-field';

interface MobileNumberFieldProps {
  name?: string;
  label: string;
}

/** The applicant's mobile number in the "+92 300 1234567" mask, as in sign-up. */
export function MobileNumberField({ name = 'mobile_number', label }: MobileNumberFieldProps) {
  const { field, error } = useApplicationField(name);
  const value: unknown = field.value;
  return (
    <PhoneField
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={error}
    />
  );
}
