/**
 * What the back office's vouchers page and its routes say (DESIGN §3a). The web shows these
 * words and the Urdu interface translates them by key (`promotions.<name>`: the catalog of the
 * promotions page).
 */
export const MERCHANT_VOUCHER_MESSAGES = Object.freeze({
  codeNotValid: 'Use 3 to 20 letters and digits for the code.',
  kindRequired: 'Choose percent or fixed.',
  percentNotValid: 'Enter a whole percent from 1 to 100.',
  amountNotValid: 'Enter an amount from Rs 0.01 to Rs 100,000 with at most 2 decimals.',
  minimumNotValid: 'Enter an amount from Rs 0 to Rs 100,000 with at most 2 decimals.',
  capOnlyForPercent: 'Only a percent voucher can have a cap.',
  limitNotValid: 'Enter a whole number of 1 or more.',
  endsBeforeStart: 'The voucher must end after it starts.',
  codeTaken: 'This code is already taken.',
  inUse: 'A used voucher keeps its code and kind.',
  notFound: 'This voucher does not exist.',
} as const);

export type MerchantVoucherMessageKey = keyof typeof MERCHANT_VOUCHER_MESSAGES;
