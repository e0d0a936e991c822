import { errorEnvelopeSchema } from '@sauda/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Treatment } from './mass-assignment-case.js';

/**
 * The answer the case's treatment promises: refused with a 400 (or the case's status) and the
 * error envelope, or the write done with the case's success status.
 */
export function expectAnswer(
  response: LightMyRequestResponse,
  treatment: Treatment,
  status: number | undefined,
): void {
  if (treatment === 'refuses') {
    expect(response.statusCode, response.body).toBe(status ?? 400);
    expect(errorEnvelopeSchema.safeParse(response.json()).success, response.body).toBe(true);
    return;
  }
  expect(response.statusCode, response.body).toBe(status ?? 200);
}
