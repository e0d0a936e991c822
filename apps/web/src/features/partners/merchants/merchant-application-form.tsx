import {
  BUSINESS_CATEGORIES,
  FORM_MESSAGES,
  FORM_TEXT_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHOTO_MIME_TYPES,
} from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import {
  ApplicationTextField,
  ChoiceSelectField,
  CitySelectField,
  FieldRow,
  OneStepApplicationForm,
  FilePickerField,
  MobileNumberField,
} from '../../applications';

interface MerchantApplicationFormProps {
  labelledBy: string;
}

const MERCHANT_DEFAULTS = {
  business_name: '',
  owner_name: '',
  mobile_number: '',
  email: '',
  city: undefined,
  business_category: undefined,
  address: '',
  message: '',
};

/** The merchant's fields, each re-rendering for its own state only. */
function MerchantFields() {
  const { t } = useTranslation();
  const categories = BUSINESS_CATEGORIES.map((category) => ({
    value: category,
    label: t(`applications.categories.${category}`, { defaultValue: category }),
  }));
  return (
    <>
      <FieldRow>
        <ApplicationTextField
          name="business_name"
          label={t('partners.merchants.form.businessName')}
          autoComplete="organization"
          maxLength={FORM_TEXT_MAX_LENGTH}
        />
        <ChoiceSelectField
          name="business_category"
          label={t('partners.merchants.form.category')}
          choices={categories}
        />
      </FieldRow>
      <FieldRow>
        <ApplicationTextField
          name="owner_name"
          label={t('partners.merchants.form.ownerName')}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
        />
        <MobileNumberField label={t('applications.fields.mobileNumber')} />
      </FieldRow>
      <FieldRow>
        <ApplicationTextField
          name="email"
          type="email"
          label={t('applications.fields.emailOptional')}
          autoComplete="email"
          inputMode="email"
          ltr
        />
        <CitySelectField label={t('applications.fields.city')} />
      </FieldRow>
      <ApplicationTextField
        name="address"
        label={t('partners.merchants.form.address')}
        hint={t('partners.merchants.form.addressHint')}
        autoComplete="street-address"
        maxLength={FORM_TEXT_MAX_LENGTH}
        multiline
        minRows={2}
      />
      <FilePickerField
        name="store_photo"
        label={t('partners.merchants.form.storePhoto')}
        hint={t('partners.merchants.form.storePhotoHint')}
        types={PHOTO_MIME_TYPES}
        typeMessage={FORM_MESSAGES.imageTypeNotValid}
      />
      <ApplicationTextField
        name="message"
        label={t('partners.merchants.form.message')}
        hint={t('partners.merchants.form.messageHint')}
        maxLength={LONG_TEXT_MAX_LENGTH}
        multiline
        minRows={3}
      />
    </>
  );
}

/** A store's application to sell on Sauda (SPEC §1: "an online form"). */
export function MerchantApplicationForm({ labelledBy }: MerchantApplicationFormProps) {
  const { t } = useTranslation();
  return (
    <OneStepApplicationForm
      form="merchant"
      defaultValues={MERCHANT_DEFAULTS}
      labelledBy={labelledBy}
      submitLabel={t('partners.merchants.form.submit')}
    >
      <MerchantFields />
    </OneStepApplicationForm>
  );
}
