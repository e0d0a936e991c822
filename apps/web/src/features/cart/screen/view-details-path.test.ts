import { describe, expect, it } from 'vitest';
import { viewDetailsPath } from './view-details-path';

const line = { merchant_query_id: 'kbh', query_id: 'chicken-biryani' };

describe('viewDetailsPath', () => {
  it('names the category and sub-category, then industryId=1 and page=1', () => {
    expect(viewDetailsPath({ ...line, category_id: 3, sub_category_id: 7 })).toBe(
      '/products/details/kbh/chicken-biryani?categoryId=3&subCategoryId=7&industryId=1&page=1',
    );
  });

  it('leaves out what the line does not have', () => {
    expect(viewDetailsPath({ ...line, category_id: 3, sub_category_id: null })).toBe(
      '/products/details/kbh/chicken-biryani?categoryId=3&industryId=1&page=1',
    );
    expect(viewDetailsPath(line)).toBe('/products/details/kbh/chicken-biryani?industryId=1&page=1');
  });

  it('encodes ids that are not URL-safe', () => {
    expect(viewDetailsPath({ merchant_query_id: 'a/b', query_id: 'c d' })).toBe(
      '/products/details/a%2Fb/c%20d?industryId=1&page=1',
    );
  });
});
