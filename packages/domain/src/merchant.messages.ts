/**
 * What the back office says: the server's refusals on merchant routes and the rules of its
 * forms. The web shows these same words and the Urdu interface translates them by key.
 */
export const MERCHANT_MESSAGES = Object.freeze({
  // Access
  forbiddenRole: 'Your role in this store does not allow this.',

  // Orders
  prepMinutesRange: 'Preparation time is 5 to 120 minutes.',
  cancelReasonRequired: 'Give a reason for cancelling the order.',
  cancelReasonTooLong: 'Keep the reason under 200 characters.',
  /** The reason an order nobody accepted in time is cancelled with; the shopper reads it. */
  autoCancelReason: 'Store did not respond',
  /** Quick reasons the queue offers for cancelling; sent as these words, read translated. */
  cancelReasonOutOfStock: 'Out of stock',
  cancelReasonKitchenBusy: 'Kitchen too busy',
  cancelReasonClosingSoon: 'Closing soon',
  cancelReasonOutsideArea: 'Cannot deliver to this address',

  // Store settings
  pausedUntilPast: 'Choose a time in the future to pause until.',
  pausedUntilTooFar: 'A pause can last at most 30 days.',
  timeNotValid: 'Enter a time as HH:MM.',
  dateNotValid: 'Enter a date as YYYY-MM-DD.',
  duplicateHoliday: 'Each holiday date can be listed once.',
  radiusRange: 'The delivery radius is 0.5 to 50 km.',
  feeRange: 'Enter an amount from Rs 0 to Rs 10,000.',
  minimumOrderRange: 'Enter an amount from Rs 0 to Rs 100,000.',
  tooManySlots: 'A store can have at most 28 time slots.',
  tooManyHolidays: 'A store can list at most 60 holidays.',

  // Products (an empty name is MESSAGES.required, the spec's own word)
  productNameTooLong: 'Keep the product name under 150 characters.',
  productDescriptionTooLong: 'Keep the description under 2,000 characters.',
  productBrandTooLong: 'Keep the brand under 60 characters.',
  productVariantsTooMany: 'A product can list at most 30 colours or sizes.',
  productCategoryRequired: 'Choose a category.',
  productCategoryNotFound: 'This category does not exist.',
  productSubCategoryNotInCategory: 'This sub-category does not belong to the chosen category.',
  productCostNotValid: 'Enter a price from Rs 0 to Rs 10,000,000 with at most 2 decimals.',
  productQuantityNotValid: 'Enter a whole number of 0 or more.',
  promotionNotValid: 'Enter a discount from Rs 0 with at most 2 decimals.',
  promotionAboveCost: 'The discount cannot be more than the price.',
  promotionEndsBeforeStart: 'The promotion must end after it starts.',
  promotionDatesNeedAmount: 'Set a discount amount for the promotion.',
  dateTimeNotValid: 'Enter a date and time.',
  productNothingToChange: 'Change at least one field.',
  productImagesTooMany: 'A product can have at most 8 photos. Delete one to add another.',
  productImageUnreadable: 'This photo could not be read. Upload a JPEG or PNG picture.',
  productImageOrderNotValid: 'List each of the product’s photos exactly once.',

  // Products CSV import (a row's error names its row and column beside the message)
  csvFileRequired: 'Choose a CSV file to import.',
  csvHeaderNotValid:
    'The file’s first row must be the column names: query_id, name, category, sub_category, brand, description, price, quantity, unlimited, active, colors, sizes.',
  csvNoProducts: 'The file has no products.',
  csvTooManyRows: 'At most 10,000 products per file. Split the file and import each part.',
  csvRowNotReadable: 'This row could not be read: it needs 12 cells and closed quotes.',
  csvNameRepeated: 'An earlier row of the file has this name.',
  csvNameInStore:
    'The store already has a product with this name. Put its query_id in the row to update it.',
  csvUnknownProduct:
    'This store has no product with this query_id. Leave it blank to add a new product.',
  csvQueryIdRepeated: 'An earlier row of the file has this query_id.',
  csvSubCategoryNotFound: 'The category has no sub-category with this name.',
  csvYesNo: 'Write yes or no.',
  csvImportFailed: 'Some rows have errors, so nothing was imported. Correct them and try again.',
} as const);

export type MerchantMessageKey = keyof typeof MERCHANT_MESSAGES;

/** The quick reasons of the Cancel dialog, in the order it offers them. */
export const QUICK_CANCEL_REASONS = Object.freeze([
  MERCHANT_MESSAGES.cancelReasonOutOfStock,
  MERCHANT_MESSAGES.cancelReasonKitchenBusy,
  MERCHANT_MESSAGES.cancelReasonClosingSoon,
  MERCHANT_MESSAGES.cancelReasonOutsideArea,
] as const);
