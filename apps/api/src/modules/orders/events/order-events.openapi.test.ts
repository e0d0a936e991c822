import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

describe('OpenAPI of the order events stream', () => {
  it('documents the stream: tag, summary, bearer session, text/event-stream and 401', () => {
    const operation = operationOf('/api/v1/users/orders/events', 'get');

    expect(operation).toBeDefined();
    expect(operation?.tags).toEqual(['orders']);
    expect(operation?.summary?.length).toBeGreaterThan(20);
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual([
      'text/event-stream',
    ]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['401']));
    expect(operation?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'last-event-id' })]),
    );
  });
});
