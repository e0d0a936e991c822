import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(() => testApp.close());

const docs = (format: 'json' | 'yaml') =>
  testApp.app.inject({ method: 'GET', url: `/api/docs/${format}` });

it('serialises the JSON document once: the next request gets the same bytes as they are', async () => {
  const first = await docs('json');
  const stringify = vi.spyOn(JSON, 'stringify');
  try {
    const second = await docs('json');

    const document = testApp.app.swagger();
    const ofDocument = stringify.mock.calls.filter(([value]) => value === document);
    expect(ofDocument.length, 'times the document was stringified again').toBe(0);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.json<{ openapi: string }>().openapi).toMatch(/^3\./);
  } finally {
    stringify.mockRestore();
  }
});

it('answers the YAML document with the same bytes each time', async () => {
  const first = await docs('yaml');
  const second = await docs('yaml');

  expect(second.statusCode).toBe(200);
  expect(second.headers['content-type']).toBe('application/x-yaml');
  expect(second.body).toMatch(/^openapi: 3\./);
  expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
});
