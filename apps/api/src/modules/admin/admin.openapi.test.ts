import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

const APPLICATIONS = '/api/v1/admin/applications';
const APPLICATION = `${APPLICATIONS}/{applicationId}`;
const STORES = '/api/v1/admin/stores';

describe('OpenAPI of the operator’s routes', () => {
  it.each([
    [APPLICATIONS, 'get'],
    [`${APPLICATIONS}/export`, 'get'],
    [APPLICATION, 'get'],
    [`${APPLICATION}/files/{index}`, 'get'],
    [APPLICATION, 'patch'],
    [STORES, 'get'],
    [`${STORES}/{storeId}`, 'patch'],
  ])('documents %s (%s) under admin, with the bearer session and its refusals', (path, method) => {
    const operation = operationOf(path, method);
    expect(operation).toBeDefined();
    expect(operation?.tags).toEqual(['admin']);
    expect(operation?.summary?.length).toBeGreaterThan(20);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
  });

  it('documents the export as CSV and a file as bytes', () => {
    const csv = operationOf(`${APPLICATIONS}/export`, 'get');
    expect(Object.keys(csv?.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
    const file = operationOf(`${APPLICATION}/files/{index}`, 'get');
    expect(Object.keys(file?.responses?.['200']?.content ?? {})).toEqual(['*/*']);
  });
});
