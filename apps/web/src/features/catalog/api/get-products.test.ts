import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests } from '../../../api/request';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { makeProduct, pageOf } from '../testing/catalog-fixtures';
import { getProduct } from '../../../shared/catalog/get-product';
import { getProducts } from './get-products';

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

const emptyPage = { products: [], pagination: pageOf(0) };

describe('getProducts', () => {
  it('asks for a sub-category of the store, 25 a page', async () => {
    const fetch = stubFetch(() => jsonResponse(emptyPage));
    await getProducts({ storeQueryId: 'kbh', categoryId: 3, subCategoryId: 7, page: 2 });
    expect(fetch.call(0).url).toBe(
      '/api/v1/products?organization_query_id=kbh&category_id=3&sub_category_id=7&page=2&per_page=25',
    );
  });

  it('searches by name alone, leaving the category out', async () => {
    const fetch = stubFetch(() => jsonResponse(emptyPage));
    await getProducts({
      storeQueryId: 'kbh',
      categoryId: 3,
      subCategoryId: 7,
      name: 'raita',
      page: 1,
    });
    expect(fetch.call(0).url).toBe(
      '/api/v1/products?organization_query_id=kbh&name=raita&page=1&per_page=25',
    );
  });

  it('gives the validated page', async () => {
    const body = { products: [makeProduct()], pagination: pageOf(1) };
    stubFetch(() => jsonResponse(body));
    await expect(getProducts({ storeQueryId: 'kbh', page: 1 })).resolves.toEqual(body);
  });
});

describe('getProduct', () => {
  it('GETs products/{productQueryId}', async () => {
    const product = makeProduct();
    const fetch = stubFetch(() => jsonResponse({ product }));
    await expect(getProduct('chicken-biryani')).resolves.toEqual(product);
    expect(fetch.call(0).url).toBe('/api/v1/products/chicken-biryani');
  });
});
