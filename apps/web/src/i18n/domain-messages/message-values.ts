import {
  CONTACT_MESSAGE_MIN_LENGTH,
  EXPERIENCE_YEARS_MAX,
  FORM_FILE_MAX_MEGABYTES,
  FORM_TEXT_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MAX_ADDRESSES_PER_USER,
  NAME_MAX_LENGTH,
  ORDER_NUMBER_MAX_LENGTH,
} from '@sauda/domain';

/**
 * The limits some domain texts state. The Urdu names them as {{placeholders}} filled from the
 * same constants, so a changed limit reads the same in both languages.
 */
export const MESSAGE_VALUES = {
  nameMax: NAME_MAX_LENGTH,
  experienceMax: EXPERIENCE_YEARS_MAX,
  longTextMax: LONG_TEXT_MAX_LENGTH,
  textMax: FORM_TEXT_MAX_LENGTH,
  fileMaxMb: FORM_FILE_MAX_MEGABYTES,
  messageMin: CONTACT_MESSAGE_MIN_LENGTH,
  orderNumberMax: ORDER_NUMBER_MAX_LENGTH,
  addressesMax: MAX_ADDRESSES_PER_USER,
} as const;
