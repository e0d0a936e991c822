import { OPERATOR_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { commissionText, readCommission } from './commission-input';

describe('the commission an operator types', () => {
  it.each([
    ['12.5', 12.5],
    ['0', 0],
    ['100', 100],
    [' 7,25 % ', 7.25],
  ])('reads %j as %d', (text, rate) => {
    expect(readCommission(text)).toEqual({ ok: true, rate });
  });

  it.each(['', 'ten', '-1', '100.01', '12.555', '1e2'])(
    'refuses %j with the API message',
    (text) => {
      expect(readCommission(text)).toEqual({
        ok: false,
        message: OPERATOR_MESSAGES.commissionRange,
      });
    },
  );

  it('writes a rate back as typed', () => {
    expect(commissionText(12.5)).toBe('12.5');
    expect(commissionText(10)).toBe('10');
  });
});
