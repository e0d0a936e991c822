import { MERCHANT_MESSAGES, MESSAGES, type MerchantProduct } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { STORE_ID, useMerchantProductsTestApp } from './testing/use-merchant-products-test-app.js';

// Stock, price and promotion edits; a refused edit leaves the row as it was. Runs on PGlite
// and, with DATABASE_URL, on PostgreSQL.

const setup = useMerchantProductsTestApp();
const { products } = setup;
const owner = () => setup.team.owner.token;

/** A product of its own for each test: 100 rupees, 10 in stock, a 20-rupee promotion. */
async function freshProduct(name: string): Promise<MerchantProduct> {
  const { rice } = setup.fixture().categoryIds;
  const added = await products.created(owner(), STORE_ID, {
    name,
    category_id: rice,
    sub_category_id: setup.fixture().subCategoryIds.biryani,
    cost: 100,
    quantity: 10,
  });
  return products.patched(owner(), STORE_ID, added.query_id, { promotion_amount: 20 });
}

/** PATCH, expect 400, and expect the product exactly as it was. */
async function refusedAndUnchanged(product: MerchantProduct, body: Record<string, unknown>) {
  const response = await products.patch(owner(), STORE_ID, product.query_id, body);
  expect(response.statusCode).toBe(400);
  expect(await products.product(owner(), STORE_ID, product.query_id)).toEqual(product);
  return response.json<{ error: { code: string; fields: Record<string, string> } }>().error;
}

describe('PATCH merchant/stores/{storeId}/products/{productId}', () => {
  it('changes only the fields sent', async () => {
    const product = await freshProduct('Zarda');
    const edited = await products.patched(owner(), STORE_ID, product.query_id, {
      brand: 'Shan',
      colors: ['Saffron'],
    });
    expect(edited).toEqual({ ...product, brand: 'Shan', colors: ['Saffron'] });
  });

  it('sets and removes a promotion', async () => {
    const product = await freshProduct('Kheer');
    expect(product).toMatchObject({ cost: 100, promotion_amount: 20, cost_after_discount: 80 });
    const removed = await products.patched(owner(), STORE_ID, product.query_id, {
      promotion_amount: null,
    });
    expect(removed).toMatchObject({ promotion_amount: null, cost_after_discount: 100 });
  });

  it('clears the brand and description with null or blank text', async () => {
    const product = await freshProduct('Sheer Khurma');
    await products.patched(owner(), STORE_ID, product.query_id, {
      brand: 'Shan',
      description: 'Eid',
    });
    const cleared = await products.patched(owner(), STORE_ID, product.query_id, {
      brand: null,
      description: '  ',
    });
    expect(cleared).toMatchObject({ brand: null, description: null });
  });

  it('refuses a promotion above the price sent with it', async () => {
    const product = await freshProduct('Gulab Jamun');
    const error = await refusedAndUnchanged(product, { cost: 50, promotion_amount: 60 });
    expect(error.fields).toEqual({ promotion_amount: MERCHANT_MESSAGES.promotionAboveCost });
  });

  it('refuses a promotion above the stored price', async () => {
    const product = await freshProduct('Ras Malai');
    const error = await refusedAndUnchanged(product, { promotion_amount: 100.01 });
    expect(error).toMatchObject({
      code: 'validation_failed',
      fields: { promotion_amount: MERCHANT_MESSAGES.promotionAboveCost },
    });
  });

  it('refuses a price below the stored promotion', async () => {
    const product = await freshProduct('Jalebi');
    const error = await refusedAndUnchanged(product, { cost: 19.99 });
    expect(error.fields).toEqual({ promotion_amount: MERCHANT_MESSAGES.promotionAboveCost });
  });

  it.each([
    [{ quantity: -1 }, 'quantity', MERCHANT_MESSAGES.productQuantityNotValid],
    [{ cost: -1 }, 'cost', MERCHANT_MESSAGES.productCostNotValid],
    [{ promotion_amount: -5 }, 'promotion_amount', MERCHANT_MESSAGES.promotionNotValid],
    [{ name: '' }, 'name', MESSAGES.required],
  ])('refuses %o and changes nothing', async (body, field, message) => {
    const product = await freshProduct(`Refused ${field}`);
    const error = await refusedAndUnchanged(product, body);
    expect(error.fields).toEqual({ [field]: message });
  });

  it('refuses an empty body', async () => {
    const product = await freshProduct('Halwa');
    const response = await products.patch(owner(), STORE_ID, product.query_id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: MERCHANT_MESSAGES.productNothingToChange },
    });
  });

  it('writes nothing of an edit whose sub-category does not fit', async () => {
    const product = await freshProduct('Firni');
    const error = await refusedAndUnchanged(product, {
      quantity: 99,
      cost: 150,
      sub_category_id: setup.fixture().subCategoryIds.coldDrinks,
    });
    expect(error.fields).toEqual({
      sub_category_id: MERCHANT_MESSAGES.productSubCategoryNotInCategory,
    });
  });

  it('refuses a new category that leaves the stored sub-category behind', async () => {
    const product = await freshProduct('Shahi Tukray');
    const error = await refusedAndUnchanged(product, {
      category_id: setup.fixture().categoryIds.drinks,
    });
    expect(error.fields).toEqual({
      sub_category_id: MERCHANT_MESSAGES.productSubCategoryNotInCategory,
    });
  });

  it('moves the product to another category with a sub-category of it', async () => {
    const product = await freshProduct('Rooh Afza Milk');
    const { drinks } = setup.fixture().categoryIds;
    const moved = await products.patched(owner(), STORE_ID, product.query_id, {
      category_id: drinks,
      sub_category_id: null,
    });
    expect(moved).toMatchObject({
      category_id: drinks,
      category_name: 'Drinks',
      sub_category_id: null,
    });
  });

  it('marks the edit’s time and lists it first by -updated', async () => {
    const product = await freshProduct('Lab-e-Shireen');
    // The fixture's rows carry the database's clock, not the frozen one: go past them all.
    const all = await products.listed(owner(), STORE_ID, '?per_page=100');
    const newest = Math.max(...all.products.map((p) => Date.parse(p.updated_at)));
    const later = new Date(newest + 60_000);
    vi.setSystemTime(later);
    const edited = await products.patched(setup.team.staff.token, STORE_ID, product.query_id, {
      quantity: 4,
    });
    expect(edited.updated_at).toBe(later.toISOString());
    const [first] = (await products.listed(owner(), STORE_ID, '?sort=-updated')).products;
    expect(first?.query_id).toBe(product.query_id);
  });
});

describe('an edited product in the shopper’s catalog', () => {
  it('shows the new stock and price at once', async () => {
    const product = await freshProduct('Chicken Karahi Rice');
    await products.shopperSees(STORE_ID);
    await products.patched(setup.team.staff.token, STORE_ID, product.query_id, { quantity: 2 });
    await products.patched(setup.team.manager.token, STORE_ID, product.query_id, { cost: 130 });
    const seen = (await products.shopperSees(STORE_ID)).find(
      (p) => p.query_id === product.query_id,
    );
    expect(seen).toMatchObject({ quantity: 2, cost: 130, cost_after_discount: 110 });
  });

  it('disappears when staff make it inactive, and comes back when they make it active', async () => {
    const product = await freshProduct('Mutton Pulao');
    const shelf = async () => (await products.shopperSees(STORE_ID)).map((p) => p.query_id);
    expect(await shelf()).toContain(product.query_id);
    await products.patched(setup.team.staff.token, STORE_ID, product.query_id, {
      is_active: false,
    });
    expect(await shelf()).not.toContain(product.query_id);
    await products.patched(setup.team.staff.token, STORE_ID, product.query_id, { is_active: true });
    expect(await shelf()).toContain(product.query_id);
  });
});
