import { STORE_MONEY_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../../api/request-error';
import { rangeProblemOf } from './range-problem';

const refusal = (status: number, fields?: Record<string, string>) =>
  new RequestError({ kind: 'http', status, code: 'validation_failed', message: 'No.', fields });

describe('a refused range', () => {
  it('gives the messages of the date fields', () => {
    const error = refusal(400, { from: STORE_MONEY_MESSAGES.rangeReversed, page: 'Bad page' });
    expect(rangeProblemOf(error)).toEqual({ from: STORE_MONEY_MESSAGES.rangeReversed });
    expect(rangeProblemOf(refusal(400, { to: 'Not a date' }))).toEqual({ to: 'Not a date' });
  });

  it('is not any other failure', () => {
    expect(rangeProblemOf(refusal(400, { page: 'Bad page' }))).toBeNull();
    expect(rangeProblemOf(refusal(500))).toBeNull();
    expect(rangeProblemOf(new Error('offline'))).toBeNull();
  });
});
