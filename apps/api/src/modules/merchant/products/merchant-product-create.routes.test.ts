import { MERCHANT_MESSAGES, MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_NOW } from '../../invoices/testing/checkout-fixture.js';
import { STORE_ID, useMerchantProductsTestApp } from './testing/use-merchant-products-test-app.js';

const setup = useMerchantProductsTestApp();
const { products } = setup;
const owner = () => setup.team.owner.token;
const drinks = () => setup.fixture().categoryIds.drinks;
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Mango Shake',
  category_id: drinks(),
  cost: 250,
  ...extra,
});

async function refused(payload: Record<string, unknown>) {
  const response = await products.create(owner(), STORE_ID, payload);
  expect(response.statusCode).toBe(400);
  return response.json<{
    error: { code: string; message: string; fields: Record<string, string> };
  }>().error;
}

describe('POST merchant/stores/{storeId}/products', () => {
  it('adds the product with its defaults, filed under the store’s category', async () => {
    const product = await products.created(owner(), STORE_ID, body({ name: '  Mango Shake  ' }));
    expect(product).toEqual({
      query_id: expect.any(String) as unknown,
      name: 'Mango Shake',
      description: null,
      brand: null,
      category_id: drinks(),
      category_name: 'Drinks',
      sub_category_id: null,
      cost: 250,
      promotion_amount: null,
      promotion_starts_at: null,
      promotion_ends_at: null,
      promotion_status: 'none',
      cost_after_discount: 250,
      quantity: 0,
      unlimited: false,
      unlimited_out_of_stock: false,
      is_active: true,
      image_url: null,
      images: [],
      colors: [],
      sizes: [],
      updated_at: CHECKOUT_NOW.toISOString(),
    });
    expect(await products.product(owner(), STORE_ID, product.query_id)).toEqual(product);
  });

  it('keeps every field given and drops unknown ones', async () => {
    const product = await products.created(
      owner(),
      STORE_ID,
      body({
        name: 'Nestle Pure Life 1.5L',
        brand: 'Nestle',
        description: 'Mineral water.',
        sub_category_id: setup.fixture().subCategoryIds.coldDrinks,
        colors: ['Blue'],
        sizes: ['1.5L', '500ml'],
        cost: 99.99,
        quantity: 24,
        unlimited: false,
        is_active: true,
        company_id: 999,
        promotion_amount: 5,
      }),
    );
    expect(product).toMatchObject({
      brand: 'Nestle',
      description: 'Mineral water.',
      sub_category_id: setup.fixture().subCategoryIds.coldDrinks,
      colors: ['Blue'],
      sizes: ['1.5L', '500ml'],
      cost: 99.99,
      cost_after_discount: 99.99,
      promotion_amount: null,
      quantity: 24,
    });
  });

  it('answers an empty name with the spec’s message', async () => {
    const error = await refused(body({ name: '   ' }));
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'Required',
      fields: { name: MESSAGES.required },
    });
  });

  it('needs a category', async () => {
    const error = await refused({ name: 'Mango Shake', cost: 250 });
    expect(error.fields).toEqual({ category_id: MERCHANT_MESSAGES.productCategoryRequired });
  });

  it('refuses a category the store does not have', async () => {
    const { dairy } = setup.fixture().categoryIds;
    for (const categoryId of [dairy, 999_999]) {
      const error = await refused(body({ category_id: categoryId }));
      expect(error).toMatchObject({
        code: 'validation_failed',
        message: MERCHANT_MESSAGES.productCategoryNotFound,
        fields: { category_id: MERCHANT_MESSAGES.productCategoryNotFound },
      });
    }
  });

  it('refuses a sub-category of another category', async () => {
    const { biryani, milk } = setup.fixture().subCategoryIds;
    for (const subCategoryId of [biryani, milk, 999_999]) {
      const error = await refused(body({ sub_category_id: subCategoryId }));
      expect(error.fields).toEqual({
        sub_category_id: MERCHANT_MESSAGES.productSubCategoryNotInCategory,
      });
    }
  });

  it.each([-1, 12.345, '250', null])('refuses the price %s', async (cost) => {
    const error = await refused(body({ cost }));
    expect(error.fields).toEqual({ cost: MERCHANT_MESSAGES.productCostNotValid });
  });

  it.each([-1, 2.5])('refuses the quantity %s', async (quantity) => {
    const error = await refused(body({ quantity }));
    expect(error.fields).toEqual({ quantity: MERCHANT_MESSAGES.productQuantityNotValid });
  });

  it('adds nothing when refused', async () => {
    await refused(body({ name: 'Refused Shake', cost: -5 }));
    expect(await products.names(owner(), STORE_ID, '?query=Refused')).toEqual([]);
  });
});

describe('a new product in the shopper’s catalog', () => {
  it('shows up at once, though the store’s list was cached a moment before', async () => {
    const before = await products.shopperSees(STORE_ID);
    expect(before.map((product) => product.name)).not.toContain('Falooda');
    const added = await products.created(owner(), STORE_ID, body({ name: 'Falooda', quantity: 5 }));
    const after = await products.shopperSees(STORE_ID);
    expect(after.find((product) => product.query_id === added.query_id)).toMatchObject({
      name: 'Falooda',
      cost: 250,
      quantity: 5,
    });
  });

  it('stays out of it when added inactive', async () => {
    await products.shopperSees(STORE_ID);
    const added = await products.created(
      owner(),
      STORE_ID,
      body({ name: 'Kulfi', is_active: false }),
    );
    const after = await products.shopperSees(STORE_ID);
    expect(after.map((product) => product.query_id)).not.toContain(added.query_id);
  });
});
