import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses?: Record<string, unknown>;
}

let testApp: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  paths = (testApp.app.swagger() as { paths: typeof paths }).paths;
});

afterAll(() => testApp.close());

const ADDRESS_ROUTES = [
  ['post', '/api/v1/users/create_address', '201'],
  ['put', '/api/v1/users/update_address', '200'],
  ['delete', '/api/v1/users/delete_address', '200'],
] as const;

describe('OpenAPI of the address book', () => {
  it.each(ADDRESS_ROUTES)('documents %s %s for bearer sessions', (method, path, success) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.tags).toEqual(['users']);
    expect(operation?.summary).toEqual(expect.any(String));
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining([success, '400', '401', '404']),
    );
    expect(JSON.stringify(operation?.responses?.[success])).toContain('"user"');
  });

  it('documents the address fields of the create body from the domain schema', () => {
    const body = JSON.stringify(paths['/api/v1/users/create_address']?.post?.requestBody);
    for (const field of ['name', 'room', 'street', 'district', 'lat', 'long', 'landmark']) {
      expect(body).toContain(`"${field}"`);
    }
  });

  it('documents query_id both in the DELETE body and in its query string', () => {
    const operation = paths['/api/v1/users/delete_address']?.delete;
    expect(JSON.stringify(operation?.requestBody)).toContain('query_id');
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'query_id' })]),
    );
  });
});
