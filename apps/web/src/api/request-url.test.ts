import { describe, expect, it } from 'vitest';
import { requestKey, resolveRequestUrl } from './request-url';

describe('resolveRequestUrl', () => {
  it('joins a path to the v1 base with one slash', () => {
    expect(resolveRequestUrl('companies', 'v1')).toBe('/api/v1/companies');
    expect(resolveRequestUrl('/companies', 'v1')).toBe('/api/v1/companies');
  });

  it('uses the v2 base when flagged', () => {
    expect(resolveRequestUrl('products', 'v2')).toBe('/api/v2/products');
  });

  it('leaves a local path and a custom full address as they are', () => {
    expect(resolveRequestUrl('/meta.json', 'local')).toBe('/meta.json');
    expect(resolveRequestUrl('https://forms.example.com/rider', 'custom')).toBe(
      'https://forms.example.com/rider',
    );
  });

  it('appends query values as text and skips undefined ones', () => {
    const url = resolveRequestUrl('users/app_search', 'v1', {
      query: 'biryani & naan',
      per_page: 25,
      page: 1,
      store_id: undefined,
      autocomplete: false,
    });
    expect(url).toBe(
      '/api/v1/users/app_search?query=biryani+%26+naan&per_page=25&page=1&autocomplete=false',
    );
  });

  it('extends a query already in the path and adds nothing for an empty query', () => {
    expect(resolveRequestUrl('products?order_id=5', 'v1', { page: 2 })).toBe(
      '/api/v1/products?order_id=5&page=2',
    );
    expect(resolveRequestUrl('products', 'v1', { page: undefined })).toBe('/api/v1/products');
  });
});

describe('requestKey', () => {
  it('is the method and the address without its query', () => {
    expect(requestKey('GET', '/api/v1/users/app_search?query=a')).toBe(
      'GET /api/v1/users/app_search',
    );
    expect(requestKey('POST', '/api/v1/invoices')).toBe('POST /api/v1/invoices');
    expect(requestKey('GET', '/a#frag')).toBe('GET /a');
  });
});
