import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

describe('OpenAPI of the store dashboard', () => {
  it('documents GET …/dashboard under merchant, with its range, session and refusals', () => {
    const operation = operationOf('/api/v1/merchant/stores/{storeId}/dashboard', 'get');
    expect(operation).toBeDefined();
    expect(operation?.tags).toEqual(['merchant']);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(operation?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:storeId', 'query:range']),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
  });
});
