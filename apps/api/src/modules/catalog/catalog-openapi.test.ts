import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
}

describe('OpenAPI of the catalog and search routes', () => {
  it('documents every route with a tag, a summary, its parameters and answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, { get?: Operation }> }>();
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
      const operation = paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.summary?.length).toBeGreaterThan(10);
      expect(operation?.parameters?.map((p) => p.name).sort()).toEqual([...parameters].sort());
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
  });
});
