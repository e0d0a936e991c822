import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

describe('OpenAPI of the back office’s store routes', () => {
  it('documents each route with its tag, a summary, the bearer session and its answers', () => {
    const store = '/api/v1/merchant/stores/{storeId}';
    const upload = ['200', '400', '401', '403', '404', '413', '415'];
    const expected: [string, string, string[]][] = [
      ['/api/v1/merchant/stores', 'get', ['200', '401']],
      [store, 'get', ['200', '401', '403', '404']],
      [store, 'patch', ['200', '400', '401', '403', '404']],
      [`${store}/logo`, 'post', upload],
      [`${store}/banner`, 'post', upload],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = operationOf(path, method);
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual(['merchant']);
      expect(operation?.summary?.length).toBeGreaterThan(20);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    }
  });
});
