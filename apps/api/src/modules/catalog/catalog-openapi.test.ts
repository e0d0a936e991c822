import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

describe('OpenAPI of the catalog and search routes', () => {
  it('documents every route with a tag, a summary, its parameters and answers', () => {
    const expected: [string, string, string[]][] = [
      ['/api/v1/companies', 'catalog', ['industry_id', 'page', 'page_size', 'sort', 'lat', 'long']],
      ['/api/v1/companies/{queryId}', 'catalog', ['queryId', 'lat', 'long']],
      ['/api/v1/companies/{queryId}/categories', 'catalog', ['queryId']],
      [
        '/api/v1/products',
        'catalog',
        [
          'organization_query_id',
          'order_id',
          'name',
          'category_id',
          'sub_category_id',
          'page',
          'per_page',
        ],
      ],
      ['/api/v1/products/{queryId}', 'catalog', ['queryId']],
      [
        '/api/v1/users/app_search',
        'search',
        ['query', 'page', 'per_page', 'store_id', 'industry_id', 'autocomplete'],
      ],
    ];
    for (const [path, tag, parameters] of expected) {
      const operation = operationOf(path, 'get');
      expect(operation, path).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.summary?.length).toBeGreaterThan(10);
      expect(operation?.parameters?.map((p) => p.name).sort()).toEqual([...parameters].sort());
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
  });
});
