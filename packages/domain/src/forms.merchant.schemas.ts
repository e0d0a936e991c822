/** The merchant partner application (/merchants, SPEC §1): a store that wants to sell on Sauda. */
import { z } from 'zod';
import {
  city,
  fileSchema,
  mobileNumber,
  optionalEmail,
  optionalText,
  personName,
  requiredText,
} from './forms.fields.schemas.js';
import { LONG_TEXT_MAX_LENGTH, FORM_MESSAGES as M } from './forms.messages.js';
import { PHOTO_MIME_TYPES } from './validation.schemas.js';

/** What a merchant sells: the catalog's industries, and Other. */
export const BUSINESS_CATEGORIES = Object.freeze([
  'Food',
  'Grocery',
  'Pharmacy',
  'Bakery',
  'Meat & Seafood',
  'Fruits & Vegetables',
  'Electronics',
  'Mobiles',
  'Fashion',
  'Beauty',
  'Home & Living',
  'Pets',
  'Flowers & Gifts',
  'Stationery',
  'Baby Care',
  'Sports',
  'Dairy',
  'Beverages',
  'Books',
  'Hardware',
  'Toys',
  'Health & Wellness',
  'Other',
] as const);

export const merchantFormSchema = z.object({
  business_name: requiredText(M.businessNameRequired),
  owner_name: personName(M.ownerNameRequired),
  mobile_number: mobileNumber,
  email: optionalEmail,
  city,
  business_category: z.enum(BUSINESS_CATEGORIES, { error: M.businessCategoryRequired }),
  address: requiredText(M.addressRequired),
  store_photo: fileSchema(PHOTO_MIME_TYPES, M.imageTypeNotValid, M.imageTypeNotValid).optional(),
  message: optionalText(LONG_TEXT_MAX_LENGTH, M.longTextTooLong),
});
