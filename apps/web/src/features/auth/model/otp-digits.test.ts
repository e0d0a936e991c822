import { describe, expect, it } from 'vitest';
import { otpDigits, withDigitsAt } from './otp-digits';

describe('otpDigits', () => {
  it('gives six boxes, a space for each empty one', () => {
    expect(otpDigits('12')).toEqual(['1', '2', ' ', ' ', ' ', ' ']);
    expect(otpDigits('1 3')).toEqual(['1', ' ', '3', ' ', ' ', ' ']);
  });
});

describe('withDigitsAt', () => {
  it('fills from a box on and says how many it filled', () => {
    expect(withDigitsAt('12', 2, '3')).toEqual({ value: '123', filled: 1 });
    expect(withDigitsAt('', 0, '123456789')).toEqual({ value: '123456', filled: 6 });
    expect(withDigitsAt('1', 4, '789')).toEqual({ value: '1   78', filled: 2 });
  });

  it('empties one box with a space', () => {
    expect(withDigitsAt('123456', 5, ' ')).toEqual({ value: '12345', filled: 0 });
    expect(withDigitsAt('123456', 2, ' ')).toEqual({ value: '12 456', filled: 0 });
  });

  it('keeps digits only', () => {
    expect(withDigitsAt('', 0, 'a1b2')).toEqual({ value: '12', filled: 2 });
  });
});
