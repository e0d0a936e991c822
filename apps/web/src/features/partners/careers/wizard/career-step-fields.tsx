import { CV_MIME_TYPES, FORM_MESSAGES, LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import {
  ApplicationTextField,
  ChoiceSelectField,
  FieldRow,
  FilePickerField,
  MobileNumberField,
} from '../../../applications';
import { OPEN_APPLICATION_ROLE, OPEN_ROLES } from '../open-roles';
import type { CareerStep } from './career-steps';

/** The fields of one wizard step. */
export function CareerStepFields({ step }: { step: CareerStep['key'] }) {
  const { t } = useTranslation();
  switch (step) {
    case 'about':
      return (
        <>
          <ApplicationTextField
            name="full_name"
            label={t('applications.fields.fullName')}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
          />
          <FieldRow>
            <ApplicationTextField
              name="email"
              type="email"
              label={t('applications.fields.email')}
              autoComplete="email"
              inputMode="email"
              ltr
            />
            <MobileNumberField label={t('applications.fields.mobileNumber')} />
          </FieldRow>
        </>
      );
    case 'role':
      return (
        <>
          <ChoiceSelectField
            name="role"
            label={t('partners.careers.form.role')}
            choices={[
              ...OPEN_ROLES.map((role) => ({
                value: role.title,
                label: t(`partners.careers.roles.items.${role.id}.title`),
              })),
              { value: OPEN_APPLICATION_ROLE, label: t('partners.careers.form.openApplication') },
            ]}
          />
          <FieldRow>
            <ApplicationTextField
              name="experience_years"
              label={t('partners.careers.form.experience')}
              hint={t('partners.careers.form.experienceHint')}
              inputMode="numeric"
              maxLength={2}
              ltr
            />
            <ApplicationTextField
              name="linkedin_url"
              type="url"
              label={t('partners.careers.form.linkedin')}
              hint={t('partners.careers.form.linkedinHint')}
              inputMode="url"
              autoComplete="url"
              ltr
            />
          </FieldRow>
        </>
      );
    case 'cv':
      return (
        <>
          <FilePickerField
            name="cv"
            label={t('partners.careers.form.cv')}
            hint={t('partners.careers.form.cvHint')}
            types={CV_MIME_TYPES}
            typeMessage={FORM_MESSAGES.cvTypeNotValid}
          />
          <ApplicationTextField
            name="cover_letter"
            label={t('partners.careers.form.coverLetter')}
            hint={t('partners.careers.form.coverLetterHint')}
            maxLength={LONG_TEXT_MAX_LENGTH}
            multiline
            minRows={5}
          />
        </>
      );
    case 'review':
      return null;
  }
}
