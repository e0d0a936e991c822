import { timingSafeEqual } from 'node:crypto';
import { handoverCodeIncorrect, handoverCodeRequired } from './order-errors.js';

/**
 * Marking delivered needs the code the customer holds. Compared in constant time, so the
 * answer's timing tells nothing about how many digits matched.
 */
export function assertHandoverCode(expected: string | null, given: string | undefined): void {
  // Orders placed before handover codes existed have none to ask for.
  if (expected === null) return;
  if (given === undefined || given === '') throw handoverCodeRequired();
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw handoverCodeIncorrect();
}
