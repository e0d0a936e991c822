import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

describe('OpenAPI of the order events stream', () => {
  it('documents the stream: tag, summary, bearer session, text/event-stream and 401', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();

    const operation = paths['/api/v1/users/orders/events']?.get;

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
