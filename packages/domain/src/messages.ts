/**
 * The product's local messages (spec §5 validation, §8 error catalogue, §2 cart tooltip),
 * word for word. The API answers validation errors with these same texts, so web and server
 * cannot drift; the Urdu interface translates them by key.
 */
export const MESSAGES = Object.freeze({
  // Validation (§5)
  enterPhone: 'Please Enter Phone No',
  invalidPhone: 'Phone No is not valid',
  enterPin: 'Please Enter Your 6 Digit Pin or password',
  fieldRequired: 'This field is required',
  enterVoucherCode: 'Enter Voucher Code',
  invalidName: 'Name is not valid',
  invalidContactPhone: 'Contact Phone No is not valid',
  invalidPassword: 'Please Enter Valid Password',
  required: 'Required',

  // Placing an order (§5)
  selectAddress: 'Please select address',
  outsideDeliveryArea: 'Sorry, the store is not delivering in your area',
  verifyAccountToOrder: 'Kindly verify account to place order.',

  // Cart and addresses
  exceedsRemainingUnits: 'Selected Product exceeds the total remaining units',
  noAddressFound: 'No Address Found',
  cartEmpty: 'Cart is empty!',

  // Failures (§8)
  somethingWentWrong: 'Something went wrong!',
  indexedDbFailed: 'IndexedDb Operation failed',
  sessionExpired: 'Session Expired',
  requestTimeout: 'Request Timeout',
  connectionFailed: 'Connection Failed',
  requestCancelled: 'Request Cancelled',
  connectionTimeout: 'Connection Timeout',
} as const);

export type MessageKey = keyof typeof MESSAGES;
export type Message = (typeof MESSAGES)[MessageKey];
