/** What the checkout offers (SPEC §1, §4, §9): currency, payment and the rider's tip. */
export const CURRENCY = 'PKR';
/** The only payment the checkout offers. */
export const PAYMENT_METHOD = 'cash';
/** Quick-pick tips in whole rupees. */
export const TIP_QUICK_PICKS = Object.freeze([20, 50, 100] as const);
export const DEFAULT_TIP = 0;
/** Largest tip in whole rupees. */
export const MAX_TIP_RUPEES = 10_000;
