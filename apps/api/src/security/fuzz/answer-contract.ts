import { expect } from 'vitest';
import type { Answer } from './send-request.js';

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * The HTTP contract for any input: never a 5xx; a refusal is a 4xx with the error envelope
 * `{ error: { code, message, fields? } }` (DESIGN §3).
 */
export function expectContractAnswer(response: Answer, request: string): void {
  const seen = `${request}\n→ ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, seen).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], seen).toMatch(/^application\/json/);
  const { error } = JSON.parse(response.body) as { error?: Record<string, unknown> };
  expect(error, seen).toBeTypeOf('object');
  expect(error?.code, seen).toMatch(SNAKE_CASE);
  expect(error?.message, seen).toMatch(/\S/);
  if (error?.fields !== undefined) {
    expect(error.fields, seen).toBeTypeOf('object');
    for (const message of Object.values(error.fields as object))
      expect(message, seen).toMatch(/\S/);
  }
}
