import { FORM_MESSAGES, PHOTO_MIME_TYPES } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  CitySelectField,
  CnicField,
  DateOfBirthField,
  FilePickerField,
  ApplicationTextField,
  MobileNumberField,
  FieldRow,
  OneStepApplicationForm,
} from '../../applications';

interface RiderApplicationFormProps {
  labelledBy: string;
}

const RIDER_DEFAULTS = {
  full_name: '',
  mobile_number: '',
  cnic: '',
  date_of_birth: '',
  city: undefined,
  has_motorbike_licence: false,
  owns_motorbike: false,
};

/** The rider's fields, each re-rendering for its own state only. */
function RiderFields() {
  const { t } = useTranslation();
  return (
    <>
      <ApplicationTextField
        name="full_name"
        label={t('applications.fields.fullName')}
        hint={t('applications.fields.fullNameHint')}
        autoComplete="name"
        maxLength={50}
      />
      <FieldRow>
        <MobileNumberField label={t('applications.fields.mobileNumber')} />
        <CnicField label={t('applications.fields.cnic')} />
      </FieldRow>
      <FieldRow>
        <DateOfBirthField label={t('applications.fields.dateOfBirth')} />
        <CitySelectField label={t('partners.riders.form.city')} />
      </FieldRow>
      <CheckboxField name="has_motorbike_licence" label={t('partners.riders.form.licence')} />
      <CheckboxField name="owns_motorbike" label={t('partners.riders.form.motorbike')} />
      <FilePickerField
        name="photo"
        label={t('partners.riders.form.photo')}
        hint={t('partners.riders.form.photoHint')}
        types={PHOTO_MIME_TYPES}
        typeMessage={FORM_MESSAGES.imageTypeNotValid}
      />
    </>
  );
}

/** The rider application (SPEC §1: 18+, CNIC, motorbike licence, own motorbike, a photo). */
export function RiderApplicationForm({ labelledBy }: RiderApplicationFormProps) {
  const { t } = useTranslation();
  return (
    <OneStepApplicationForm
      form="rider"
      defaultValues={RIDER_DEFAULTS}
      labelledBy={labelledBy}
      submitLabel={t('partners.riders.form.submit')}
    >
      <RiderFields />
    </OneStepApplicationForm>
  );
}
