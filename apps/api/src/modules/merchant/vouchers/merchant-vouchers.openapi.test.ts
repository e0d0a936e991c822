import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

const VOUCHERS = '/api/v1/merchant/stores/{storeId}/vouchers';

describe('OpenAPI of the back office’s vouchers', () => {
  it.each([
    [VOUCHERS, 'get', ['200']],
    [VOUCHERS, 'post', ['201', '409']],
    [`${VOUCHERS}/{voucherId}`, 'patch', ['200', '409']],
  ])(
    'documents %s (%s) under merchant, with the bearer session and its refusals',
    (path, method, answers) => {
      const operation = operationOf(path, method);
      expect(operation).toBeDefined();
      expect(operation?.tags).toEqual(['merchant']);
      expect(operation?.summary?.length).toBeGreaterThan(20);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining([...answers, '400', '401', '403', '404']),
      );
    },
  );
});
