import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout.messages.js';
import { SERVER_MESSAGES } from './server.messages.js';
import { itKeepsCatalogRules } from './testing/message-catalog-rules.js';

describe('CHECKOUT_MESSAGES', () => {
  it('keeps the fixed texts of checkout word for word', () => {
    expect(CHECKOUT_MESSAGES.invoicePlaced).toBe('This order has already been placed.');
    expect(CHECKOUT_MESSAGES.cartProductUnavailable).toBe(
      'A product in your cart is not available at this store.',
    );
    expect(CHECKOUT_MESSAGES.receiptNotReady).toBe(
      'The receipt is ready once the order is placed.',
    );
  });

  it('names the product it refuses', () => {
    expect(CHECKOUT_MESSAGES.productUnavailable('Chicken Biryani')).toBe(
      'Chicken Biryani is not available at this store.',
    );
    expect(CHECKOUT_MESSAGES.outOfStock('Milk 1 L')).toBe('Milk 1 L is out of stock');
    expect(CHECKOUT_MESSAGES.exceedsRemainingUnits('Milk 1 L')).toBe(
      'Milk 1 L: Selected Product exceeds the total remaining units',
    );
  });

  it('names the store and its minimum order', () => {
    expect(CHECKOUT_MESSAGES.belowMinimumOrder('Imtiaz', 150_000)).toBe(
      'The minimum order at Imtiaz is Rs 1,500.00.',
    );
    expect(CHECKOUT_MESSAGES.storeClosed('Imtiaz')).toBe(
      'Imtiaz is closed now. Choose a delivery time.',
    );
    expect(CHECKOUT_MESSAGES.storeUnavailable('Imtiaz')).toBe(
      'Imtiaz is not taking orders at the moment.',
    );
  });

  it('states the largest tip in rupees', () => {
    expect(CHECKOUT_MESSAGES.tipTooHigh(10_000)).toBe('A tip can be at most Rs 10000');
  });

  itKeepsCatalogRules(CHECKOUT_MESSAGES, [SERVER_MESSAGES]);
});
