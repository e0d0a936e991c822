/**
 * What checkout says when it refuses an order, and what the receipt says before there is one.
 * The web shows these same words and the Urdu interface translates them by key; texts that
 * name a product, a store or an amount are functions of it.
 */
import { domainMessage } from './domain-message.js';
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

/** The refusals that name a product, a store or an amount, keyed (`checkout.<name>`). */
export const KEYED_CHECKOUT_MESSAGES = Object.freeze({
  tipTooHigh: (maxRupees: number) =>
    domainMessage('checkout.tipTooHigh', CHECKOUT_MESSAGES.tipTooHigh(maxRupees), {
      amount: `Rs ${maxRupees}`,
    }),
  productUnavailable: (product: string) =>
    domainMessage('checkout.productUnavailable', CHECKOUT_MESSAGES.productUnavailable(product), {
      product,
    }),
  outOfStock: (product: string) =>
    domainMessage('checkout.outOfStock', CHECKOUT_MESSAGES.outOfStock(product), { product }),
  exceedsRemainingUnits: (product: string) =>
    domainMessage(
      'checkout.exceedsRemainingUnits',
      CHECKOUT_MESSAGES.exceedsRemainingUnits(product),
      { product },
    ),
  belowMinimumOrder: (store: string, minimumPaisa: Paisa) =>
    domainMessage(
      'checkout.belowMinimumOrder',
      CHECKOUT_MESSAGES.belowMinimumOrder(store, minimumPaisa),
      { store, amount: formatMoney(minimumPaisa) },
    ),
  storeClosed: (store: string) =>
    domainMessage('checkout.storeClosed', CHECKOUT_MESSAGES.storeClosed(store), { store }),
  storeUnavailable: (store: string) =>
    domainMessage('checkout.storeUnavailable', CHECKOUT_MESSAGES.storeUnavailable(store), {
      store,
    }),
});
