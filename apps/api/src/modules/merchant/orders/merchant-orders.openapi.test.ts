import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

const STORE = '/api/v1/merchant/stores/{storeId}';

describe('OpenAPI of the back office’s order queue', () => {
  it.each([
    [`${STORE}/orders`, 'get'],
    [`${STORE}/orders/{orderId}`, 'get'],
    [`${STORE}/orders/{orderId}/status`, 'post'],
  ])(
    'documents %s (%s) under merchant, with the bearer session and its refusals',
    (path, method) => {
      const operation = operationOf(path, method);
      expect(operation).toBeDefined();
      expect(operation?.tags).toEqual(['merchant']);
      expect(operation?.summary?.length).toBeGreaterThan(20);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404']),
      );
    },
  );
});
