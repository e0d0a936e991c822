/**
 * What checkout says when it refuses an order, and what the receipt says before there is one.
 * The web shows these same words and the Urdu interface translates them by key; texts that
 * name a product, a store or an amount are functions of it.
 */
import { MESSAGES } from './messages.js';
import { formatMoney, type Paisa } from './money.js';

export const CHECKOUT_MESSAGES = Object.freeze({
  // The order
  invoicePlaced: 'This order has already been placed.',
  receiptNotReady: 'The receipt is ready once the order is placed.',
  deliveryTimeUnavailable: 'This delivery time is no longer available. Choose another one.',
  paymentChannelUnavailable: 'This payment method is not available. Pay with cash on delivery.',
  tipNotAllowed: 'Business accounts cannot add a tip.',
  tipTooHigh: (maxRupees: number) => `A tip can be at most Rs ${maxRupees}`,
  voucherNotApplied: 'Apply this voucher to your order again.',

  // Products
  cartProductUnavailable: 'A product in your cart is not available at this store.',
  productUnavailable: (productName: string) => `${productName} is not available at this store.`,
  outOfStock: (productName: string) => `${productName} is out of stock`,
  exceedsRemainingUnits: (productName: string) =>
    `${productName}: ${MESSAGES.exceedsRemainingUnits}`,

  // The store
  belowMinimumOrder: (storeName: string, minimumPaisa: Paisa) =>
    `The minimum order at ${storeName} is ${formatMoney(minimumPaisa)}.`,
  storeClosed: (storeName: string) => `${storeName} is closed now. Choose a delivery time.`,
  storeUnavailable: (storeName: string) => `${storeName} is not taking orders at the moment.`,
} as const);

export type CheckoutMessageKey = keyof typeof CHECKOUT_MESSAGES;
