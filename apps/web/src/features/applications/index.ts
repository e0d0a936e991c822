// The applications feature's public entry: other features import it only through this file
// (eslint.config.js, webFeatureEntryZones), so it exports just what they use.
export { ApplicationTextField } from './fields/application-text-field';
export { CheckboxField } from './fields/checkbox-field';
export { ChoiceSelectField } from './fields/choice-select-field';
export { CitySelectField } from './fields/city-select-field';
export { CnicField } from './fields/cnic-field';
export { DateOfBirthField } from './fields/date-of-birth-field';
export { FieldRow } from './fields/field-row';
export { FilePickerField } from './fields/file-picker-field';
export { MobileNumberField } from './fields/mobile-number-field';
export { ApplicationFormFrame } from './form/application-form-frame';
export { useFormMethods } from './form/application-form-provider';
export { OneStepApplicationForm } from './form/one-step-application-form';
export { SubmitApplicationButton } from './form/submit-application-button';
export { type ApplicationFormState, useApplicationForm } from './form/use-application-form';
