/**
 * What the store's money pages (transactions, cash close, P&L) and their routes say. The Urdu
 * interface translates them by key (`money.<name>`).
 */
export const STORE_MONEY_MESSAGES = Object.freeze({
  rangeReversed: 'The start date must not be after the end date.',
  rangeTooLong: 'Choose at most 366 days.',
} as const);

export type StoreMoneyMessageKey = keyof typeof STORE_MONEY_MESSAGES;
