import { describe, expect, it } from 'vitest';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { MESSAGES } from './messages.js';
import {
  fieldsBeyondStock,
  merchantProductCreateBodySchema,
  merchantProductPatchBodySchema,
  merchantProductsQuerySchema,
} from './merchant-products.schemas.js';

function firstIssue(result: { success: boolean; error?: { issues: unknown[] } }) {
  expect(result.success).toBe(false);
  return result.error?.issues[0] as { path: PropertyKey[]; message: string };
}

describe('merchantProductsQuerySchema', () => {
  it('defaults to the first page of 25 sorted by name', () => {
    expect(merchantProductsQuerySchema.parse({})).toEqual({ sort: 'name', page: 1, per_page: 25 });
  });

  it('reads the query string', () => {
    expect(
      merchantProductsQuerySchema.parse({
        query: '  milk ',
        category_id: '3',
        stock: 'low',
        promotion: 'on',
        sort: '-price',
        page: '2',
        per_page: '100',
      }),
    ).toEqual({
      query: 'milk',
      category_id: 3,
      stock: 'low',
      promotion: 'on',
      sort: '-price',
      page: 2,
      per_page: 100,
    });
  });

  it.each([
    { stock: 'gone' },
    { promotion: 'off' },
    { sort: 'colour' },
    { per_page: '101' },
    { page: '0' },
    { category_id: 'x' },
    { query: 'a'.repeat(101) },
  ])('refuses %o', (query) => {
    expect(merchantProductsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('merchantProductCreateBodySchema', () => {
  const valid = { name: ' Doodh 1L ', category_id: 1, cost: 250.5 };

  it('fills the defaults and trims the name', () => {
    expect(merchantProductCreateBodySchema.parse(valid)).toEqual({
      name: 'Doodh 1L',
      category_id: 1,
      cost: 250.5,
      colors: [],
      sizes: [],
      quantity: 0,
      unlimited: false,
      is_active: true,
    });
  });

  it('answers an empty name with the spec message', () => {
    const issue = firstIssue(merchantProductCreateBodySchema.safeParse({ ...valid, name: '   ' }));
    expect(issue).toMatchObject({ path: ['name'], message: 'Required' });
    expect(MESSAGES.required).toBe('Required');
  });

  it('needs a category', () => {
    const { category_id: _omitted, ...body } = valid;
    const issue = firstIssue(merchantProductCreateBodySchema.safeParse(body));
    expect(issue).toMatchObject({
      path: ['category_id'],
      message: MERCHANT_MESSAGES.productCategoryRequired,
    });
  });

  it.each([-1, 1.005, 10_000_000.01])('refuses the price %d', (cost) => {
    const issue = firstIssue(merchantProductCreateBodySchema.safeParse({ ...valid, cost }));
    expect(issue).toMatchObject({ path: ['cost'], message: MERCHANT_MESSAGES.productCostNotValid });
  });

  it('accepts prices with 2 decimals that binary floats cannot hold', () => {
    expect(merchantProductCreateBodySchema.parse({ ...valid, cost: 0.29 }).cost).toBe(0.29);
  });

  it.each([-1, 1.5])('refuses the quantity %d', (quantity) => {
    const issue = firstIssue(merchantProductCreateBodySchema.safeParse({ ...valid, quantity }));
    expect(issue.message).toBe(MERCHANT_MESSAGES.productQuantityNotValid);
  });

  it('stores blank optional text as null', () => {
    const body = merchantProductCreateBodySchema.parse({ ...valid, brand: ' ', description: '' });
    expect(body).toMatchObject({ brand: null, description: null });
  });
});

describe('merchantProductPatchBodySchema', () => {
  it('needs at least one field', () => {
    const issue = firstIssue(merchantProductPatchBodySchema.safeParse({}));
    expect(issue.message).toBe(MERCHANT_MESSAGES.productNothingToChange);
  });

  it('sets no defaults', () => {
    expect(merchantProductPatchBodySchema.parse({ quantity: 3 })).toEqual({ quantity: 3 });
  });

  it('removes a promotion with null', () => {
    expect(merchantProductPatchBodySchema.parse({ promotion_amount: null })).toEqual({
      promotion_amount: null,
    });
  });

  it('refuses a promotion above the price sent with it', () => {
    const issue = firstIssue(
      merchantProductPatchBodySchema.safeParse({ cost: 100, promotion_amount: 100.01 }),
    );
    expect(issue).toMatchObject({
      path: ['promotion_amount'],
      message: MERCHANT_MESSAGES.promotionAboveCost,
    });
  });

  it('refuses a negative promotion', () => {
    const issue = firstIssue(merchantProductPatchBodySchema.safeParse({ promotion_amount: -1 }));
    expect(issue.message).toBe(MERCHANT_MESSAGES.promotionNotValid);
  });

  it('takes promotion dates with an offset, or null', () => {
    const body = {
      promotion_amount: 50,
      promotion_starts_at: '2026-12-01T00:00:00+05:00',
      promotion_ends_at: null,
    };
    expect(merchantProductPatchBodySchema.parse(body)).toEqual(body);
    const issue = firstIssue(
      merchantProductPatchBodySchema.safeParse({ promotion_starts_at: '2026-12-01' }),
    );
    expect(issue).toMatchObject({
      path: ['promotion_starts_at'],
      message: MERCHANT_MESSAGES.dateTimeNotValid,
    });
  });

  it('refuses a promotion that ends before it starts', () => {
    const issue = firstIssue(
      merchantProductPatchBodySchema.safeParse({
        promotion_starts_at: '2026-12-01T00:00:00+05:00',
        promotion_ends_at: '2026-11-30T19:00:00Z',
      }),
    );
    expect(issue).toMatchObject({
      path: ['promotion_ends_at'],
      message: MERCHANT_MESSAGES.promotionEndsBeforeStart,
    });
  });

  it('refuses dates sent with a removed promotion', () => {
    const issue = firstIssue(
      merchantProductPatchBodySchema.safeParse({
        promotion_amount: null,
        promotion_ends_at: '2026-12-01T00:00:00+05:00',
      }),
    );
    expect(issue).toMatchObject({
      path: ['promotion_amount'],
      message: MERCHANT_MESSAGES.promotionDatesNeedAmount,
    });
  });
});

describe('fieldsBeyondStock', () => {
  it('is empty for stock and availability alone', () => {
    const body = merchantProductPatchBodySchema.parse({
      quantity: 2,
      unlimited: false,
      unlimited_out_of_stock: true,
      is_active: false,
    });
    expect(fieldsBeyondStock(body)).toEqual([]);
  });

  it('names promotion dates: owners and managers only', () => {
    const body = merchantProductPatchBodySchema.parse({ quantity: 2, promotion_ends_at: null });
    expect(fieldsBeyondStock(body)).toEqual(['promotion_ends_at']);
  });

  it('names price and name changes', () => {
    const body = merchantProductPatchBodySchema.parse({ quantity: 2, cost: 10, name: 'Chai' });
    expect(fieldsBeyondStock(body)).toEqual(['name', 'cost']);
  });
});
