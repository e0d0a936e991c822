import { describe, expect, it } from 'vitest';
import { catalogPageAddress, catalogPagePath } from './catalog-page-path.js';

describe('catalogPagePath', () => {
  it('reads the store page and the product page of the web app', () => {
    expect(catalogPagePath('/products/store/store-biryani')).toEqual({
      kind: 'store',
      storeQueryId: 'store-biryani',
    });
    expect(catalogPagePath('/products/details/store-biryani/product-naan/')).toEqual({
      kind: 'product',
      storeQueryId: 'store-biryani',
      productQueryId: 'product-naan',
    });
    expect(catalogPagePath('/products/store/a%20b?tab=2')).toEqual({
      kind: 'store',
      storeQueryId: 'a b',
    });
  });

  it('is null for other pages and for ids that are not valid percent-encoding', () => {
    for (const path of [
      '/products',
      '/products/store',
      '/products/store/a/b',
      '/products/details/store-biryani',
      '/products/list/store-biryani/1',
      '/products/store/%E0%A4%A',
    ]) {
      expect(catalogPagePath(path), path).toBeNull();
    }
  });
});

describe('catalogPageAddress', () => {
  it('writes the page address back, encoded', () => {
    expect(catalogPageAddress({ kind: 'store', storeQueryId: 'a b' })).toBe(
      '/products/store/a%20b',
    );
    expect(catalogPageAddress({ kind: 'product', storeQueryId: 's', productQueryId: 'p/1' })).toBe(
      '/products/details/s/p%2F1',
    );
  });
});
