import { describe, expect, it } from 'vitest';
import { activePromotionPaisa, promotionStatus, type PromotionTerms } from './promotion-window.js';

const now = new Date('2026-11-27T08:00:00Z');
const hourBefore = new Date('2026-11-27T07:00:00Z');
const hourAfter = new Date('2026-11-27T09:00:00Z');

const terms = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  costPaisa: 50_000,
  promotionAmountPaisa: 5_000,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

describe('promotionStatus', () => {
  it('is none without an amount, or with zero', () => {
    expect(promotionStatus(terms({ promotionAmountPaisa: null }), now)).toBe('none');
    expect(promotionStatus(terms({ promotionAmountPaisa: 0, startsAt: hourAfter }), now)).toBe(
      'none',
    );
  });

  it('runs from the start (inclusive) to the end (exclusive); open ends run', () => {
    expect(promotionStatus(terms(), now)).toBe('active');
    expect(promotionStatus(terms({ startsAt: now, endsAt: hourAfter }), now)).toBe('active');
    expect(promotionStatus(terms({ startsAt: hourAfter }), now)).toBe('scheduled');
    expect(promotionStatus(terms({ startsAt: hourBefore, endsAt: now }), now)).toBe('ended');
    expect(promotionStatus(terms({ endsAt: hourBefore }), now)).toBe('ended');
  });
});

describe('activePromotionPaisa', () => {
  it('is the amount while active, capped at the price', () => {
    expect(activePromotionPaisa(terms({ endsAt: hourAfter }), now)).toBe(5_000);
    expect(activePromotionPaisa(terms({ promotionAmountPaisa: 90_000 }), now)).toBe(50_000);
  });

  it('is null before the start, after the end and without a promotion', () => {
    expect(activePromotionPaisa(terms({ startsAt: hourAfter }), now)).toBeNull();
    expect(activePromotionPaisa(terms({ endsAt: now }), now)).toBeNull();
    expect(activePromotionPaisa(terms({ promotionAmountPaisa: null }), now)).toBeNull();
  });
});
