import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/**
 * The per-file setup of the OpenAPI tests: one app, its document read once from /api/docs/json
 * as a client reads it; answers the operation of a path and (lower-case) method.
 */
export function useOpenApiOperations() {
  let testApp: TestApp | undefined;
  let paths: OpenApiPaths = {};

  beforeAll(async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    paths = response.json<{ paths: OpenApiPaths }>().paths;
  });
  afterAll(() => testApp?.close());

  return (path: string, method: string): OpenApiOperation | undefined => paths[path]?.[method];
}
