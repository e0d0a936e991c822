import type { TFunction } from 'i18next';
import { displayNumber } from '../../auth';

/**
 * The public forms' own labels for the fields an application carries, so the operator reads
 * what the applicant read; the few the forms word for the applicant ("Your message") have an
 * operator's label under `operator.fields`.
 */
const FIELD_LABEL_KEYS: Readonly<Record<string, string>> = {
  business_name: 'partners.merchants.form.businessName',
  owner_name: 'partners.merchants.form.ownerName',
  full_name: 'applications.fields.fullName',
  name: 'operator.fields.name',
  mobile_number: 'applications.fields.mobileNumber',
  email: 'applications.fields.email',
  business_category: 'partners.merchants.form.category',
  city: 'applications.fields.city',
  address: 'partners.merchants.form.address',
  cnic: 'applications.fields.cnic',
  date_of_birth: 'applications.fields.dateOfBirth',
  has_motorbike_licence: 'operator.fields.licence',
  owns_motorbike: 'operator.fields.motorbike',
  role: 'partners.careers.form.role',
  experience_years: 'partners.careers.form.experience',
  linkedin_url: 'operator.fields.linkedin',
  topic: 'contact.form.topic',
  order_number: 'contact.form.orderNumber',
  cover_letter: 'operator.fields.coverLetter',
  message: 'operator.fields.message',
  store_photo: 'operator.fields.storePhoto',
  photo: 'operator.fields.photo',
  cv: 'operator.fields.cv',
};

const FIELD_ORDER = Object.keys(FIELD_LABEL_KEYS);

/** The fields in the order the forms ask them (names first, files last); unknown ones after. */
export function inFormOrder<T>(entries: ReadonlyArray<[string, T]>): Array<[string, T]> {
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return [...entries].sort(([a], [b]) => rank(a) - rank(b));
}

/** "store_opening_hours" → "Store opening hours": a field no form names. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return words === '' ? key : words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function fieldLabel(t: TFunction, field: string): string {
  const key = FIELD_LABEL_KEYS[field];
  return key ? t(key) : humaniseKey(field);
}

/** Answers the forms offer from a list, shown in the reader's language. */
const VALUE_KEYS: Readonly<Record<string, string>> = {
  city: 'applications.cities',
  business_category: 'applications.categories',
};

type FieldValue = string | number | boolean | null | readonly string[];

/** A field's value as text: Yes or No, a chosen option's words, a list joined; "—" for none. */
export function fieldValueText(t: TFunction, field: string, value: FieldValue): string {
  if (value === null || value === '') return t('operator.detail.notGiven');
  if (typeof value === 'boolean') return value ? t('operator.detail.yes') : t('operator.detail.no');
  if (Array.isArray(value)) return value.join(', ');
  const text = String(value);
  if (field === 'mobile_number') return displayNumber(text);
  const list = VALUE_KEYS[field];
  return list ? t(`${list}.${text}`, { defaultValue: text }) : text;
}
