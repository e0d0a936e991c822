import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

const PRODUCTS = '/api/v1/merchant/stores/{storeId}/products';

describe('OpenAPI of the back office’s products', () => {
  it.each([
    [PRODUCTS, 'get', '200'],
    [PRODUCTS, 'post', '201'],
    [`${PRODUCTS}/{productId}`, 'get', '200'],
    [`${PRODUCTS}/{productId}`, 'patch', '200'],
  ])(
    'documents %s (%s) under merchant, with the bearer session and its refusals',
    (path, method, success) => {
      const operation = operationOf(path, method);
      expect(operation).toBeDefined();
      expect(operation?.tags).toEqual(['merchant']);
      expect(operation?.summary?.length).toBeGreaterThan(20);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining([success, '400', '401', '403', '404']),
      );
    },
  );
});
