import { describe, expect, it } from 'vitest';
import { makeCategory } from '../testing/catalog-fixtures';
import { resolveStoreSelection, storeHref, storeProductsQuery } from './store-selection';

const biryani = makeCategory();
const drinks = makeCategory({
  id: 5,
  name: 'Drinks',
  sub_categories: [
    { id: 11, name: 'Soft drinks', product_count: 3 },
    { id: 12, name: 'Lassi', product_count: 2 },
  ],
});
const sweets = makeCategory({ id: 6, name: 'Sweets', sub_categories: [] });
const categories = [biryani, drinks, sweets];

describe('resolveStoreSelection (SPEC §4)', () => {
  it('selects the first category and its first sub-category when none is requested', () => {
    const selection = resolveStoreSelection(categories, { categoryId: null, subCategoryId: null });
    expect(selection.category?.id).toBe(3);
    expect(selection.subCategory?.id).toBe(7);
  });

  it('selects the requested category', () => {
    const selection = resolveStoreSelection(categories, { categoryId: 5, subCategoryId: null });
    expect(selection.category?.name).toBe('Drinks');
    expect(selection.subCategory?.id).toBe(11);
  });

  it('selects the requested sub-category within it', () => {
    const selection = resolveStoreSelection(categories, { categoryId: 5, subCategoryId: 12 });
    expect(selection.subCategory?.name).toBe('Lassi');
  });

  it('falls back to the first when the requested ids are not the store’s', () => {
    const selection = resolveStoreSelection(categories, { categoryId: 99, subCategoryId: 12 });
    expect(selection.category?.id).toBe(3);
    expect(selection.subCategory?.id).toBe(7);
  });

  it('has no sub-category for a category without any, and nothing for an empty store', () => {
    expect(resolveStoreSelection(categories, { categoryId: 6, subCategoryId: null })).toEqual({
      category: sweets,
      subCategory: null,
    });
    expect(resolveStoreSelection([], { categoryId: 3, subCategoryId: 7 })).toEqual({
      category: null,
      subCategory: null,
    });
  });
});

describe('storeProductsQuery', () => {
  const selection = resolveStoreSelection(categories, { categoryId: 5, subCategoryId: 12 });

  it('asks for the selected sub-category at the page', () => {
    expect(storeProductsQuery('kbh', selection, { page: 1, name: '' })).toEqual({
      storeQueryId: 'kbh',
      categoryId: 5,
      subCategoryId: 12,
      page: 1,
    });
  });

  it('asks by name when the store is searched', () => {
    expect(storeProductsQuery('kbh', selection, { page: 2, name: 'lassi' })).toEqual({
      storeQueryId: 'kbh',
      name: 'lassi',
      page: 2,
    });
  });
});

describe('storeHref', () => {
  const plain = { categoryId: null, subCategoryId: null, page: 1, name: '' };

  it('keeps the store address clean by default', () => {
    expect(storeHref({ kind: 'store', storeQueryId: 'kbh' }, plain)).toBe('/products/store/kbh');
  });

  it('puts the selection, page and search in the store address', () => {
    expect(
      storeHref(
        { kind: 'store', storeQueryId: 'kbh' },
        { categoryId: 5, subCategoryId: 12, page: 2, name: 'sweet lassi' },
      ),
    ).toBe('/products/store/kbh?categoryId=5&subCategoryId=12&page=2&name=sweet+lassi');
  });

  it('keeps the product-list address shape of SPEC §2', () => {
    expect(
      storeHref(
        { kind: 'productList', storeQueryId: 'kbh', industryId: 1 },
        { categoryId: 5, subCategoryId: 12, page: 3, name: '' },
      ),
    ).toBe('/products/product-list/kbh/5/12/1?page=3');
    expect(
      storeHref(
        { kind: 'productList', storeQueryId: 'kbh', industryId: 1 },
        { ...plain, categoryId: 6 },
      ),
    ).toBe('/products/product-list/kbh/6/0/1');
  });
});
