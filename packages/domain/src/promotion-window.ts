/**
 * A product's promotion (DESIGN §4): an amount off its price, running from an optional start
 * to an optional end. The shopper's product, the invoice's prices and the back office all
 * judge it here, so a promotion starts and ends by itself everywhere at the same instant.
 */
import type { Paisa } from './money.js';

export const PROMOTION_STATUSES = Object.freeze(['none', 'scheduled', 'active', 'ended'] as const);
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export interface PromotionTerms {
  costPaisa: Paisa;
  /** Null, or zero, is no promotion. */
  promotionAmountPaisa: Paisa | null;
  /** Null: running already. */
  startsAt: Date | null;
  /** Null: until the store removes it. The end instant itself is no longer discounted. */
  endsAt: Date | null;
}

/** A product's promotion as the API stores it (the products table's columns). */
export interface PromotionColumns {
  costPaisa: Paisa;
  promotionAmountPaisa: Paisa | null;
  promotionStartsAt: Date | null;
  promotionEndsAt: Date | null;
}

export function promotionTermsOf(product: PromotionColumns): PromotionTerms {
  return {
    costPaisa: product.costPaisa,
    promotionAmountPaisa: product.promotionAmountPaisa,
    startsAt: product.promotionStartsAt,
    endsAt: product.promotionEndsAt,
  };
}

/** Whether the product has a promotion and where `now` falls in its window. */
export function promotionStatus(terms: PromotionTerms, now: Date): PromotionStatus {
  if (terms.promotionAmountPaisa === null || terms.promotionAmountPaisa <= 0) return 'none';
  if (terms.startsAt && now < terms.startsAt) return 'scheduled';
  if (terms.endsAt && now >= terms.endsAt) return 'ended';
  return 'active';
}

/**
 * What the promotion takes off the price at `now` (never more than the price), or null when
 * none runs then.
 */
export function activePromotionPaisa(terms: PromotionTerms, now: Date): Paisa | null {
  if (promotionStatus(terms, now) !== 'active') return null;
  return Math.min(terms.promotionAmountPaisa ?? 0, terms.costPaisa);
}
