import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

describe('OpenAPI of the store’s event stream', () => {
  it('documents it: merchant tag, bearer session, text/event-stream, Last-Event-ID, refusals', () => {
    const operation = operationOf('/api/v1/merchant/stores/{storeId}/events', 'get');

    expect(operation).toBeDefined();
    expect(operation?.tags).toEqual(['merchant']);
    expect(operation?.summary?.length).toBeGreaterThan(20);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual([
      'text/event-stream',
    ]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '404']),
    );
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'last-event-id' })]),
    );
  });
});
