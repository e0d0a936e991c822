import { randomInt } from 'node:crypto';
import { HANDOVER_CODE_LENGTH } from '@sauda/domain';

/** The digits the customer tells the rider at the door; marking delivered needs them. */
export function newHandoverCode(): string {
  return String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
}
