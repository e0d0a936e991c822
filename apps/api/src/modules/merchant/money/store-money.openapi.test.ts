import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();
const BASE = '/api/v1/merchant/stores/{storeId}';

describe('OpenAPI of the store’s money pages', () => {
  it.each([
    ['/transactions', ['query:from', 'query:to', 'query:page']],
    ['/transactions/export', ['query:from', 'query:to']],
    ['/transactions/close', ['query:date']],
    ['/pnl', ['query:from', 'query:to', 'query:group']],
    ['/pnl/export', ['query:from', 'query:to', 'query:group']],
  ])('documents GET …%s under merchant, with its query, session and refusals', (path, query) => {
    const operation = operationOf(`${BASE}${path}`, 'get');
    expect(operation).toBeDefined();
    expect(operation?.tags).toEqual(['merchant']);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(operation?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:storeId', ...query]),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
  });
});
