import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

const STORE = '/api/v1/merchant/stores/{storeId}';

describe('OpenAPI of the store’s people and activity log', () => {
  it.each([
    [`${STORE}/staff`, 'get', ['200']],
    [`${STORE}/staff`, 'post', ['201', '409']],
    [`${STORE}/staff/{memberId}`, 'patch', ['200']],
    [`${STORE}/staff/{memberId}`, 'delete', ['200']],
    [`${STORE}/activity`, 'get', ['200']],
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

  it('documents the activity filter and page', () => {
    const parameters = operationOf(`${STORE}/activity`, 'get')?.parameters ?? [];
    const names = parameters.map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['storeId', 'action', 'page']));
  });
});
