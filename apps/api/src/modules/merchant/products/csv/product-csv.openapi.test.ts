import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

const PRODUCTS = '/api/v1/merchant/stores/{storeId}/products';

describe('OpenAPI of the products CSV routes', () => {
  it('documents the export as a CSV file with the back office’s refusals', () => {
    const operation = operationOf(`${PRODUCTS}/export`, 'get');
    expect(operation?.tags).toEqual(['merchant']);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
  });

  it('documents the import as multipart with dry_run and the size refusal', () => {
    const operation = operationOf(`${PRODUCTS}/import`, 'post');
    expect(operation?.summary).toContain('dry_run=true');
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'dry_run' })]),
    );
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413']),
    );
  });
});
