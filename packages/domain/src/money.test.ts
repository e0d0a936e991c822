import { describe, expect, it } from 'vitest';
import {
  addPaisa,
  assertPaisa,
  formatMoney,
  fromPaisa,
  isPaisa,
  multiplyPaisa,
  parseMoneyInput,
  percentOfPaisa,
  wholePercentOf,
  subtractPaisa,
  toPaisa,
} from './money.js';

describe('toPaisa', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [750, 75_000],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    [-1.005, -101],
    [-12.344, -1234],
    [1e-7, 0],
    [1.5e3, 150_000],
  ])('toPaisa(%s) = %s', (rupees, paisa) => {
    expect(toPaisa(rupees)).toBe(paisa);
  });

  it('folds negative zero into zero', () => {
    expect(Object.is(toPaisa(-0), 0)).toBe(true);
    expect(Object.is(toPaisa(-0.001), 0)).toBe(true);
  });

  it('refuses NaN, Infinity and amounts beyond safe integers', () => {
    expect(() => toPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => toPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPaisa(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPaisa(1e14)).toThrow(RangeError);
    expect(toPaisa(10_000_000_000_000)).toBe(1_000_000_000_000_000);
  });
});

describe('fromPaisa', () => {
  it('gives rupees with 2 decimals as a JSON number', () => {
    expect(fromPaisa(123_456)).toBe(1234.56);
    expect(JSON.stringify({ amount: fromPaisa(1999) })).toBe('{"amount":19.99}');
    expect(fromPaisa(1)).toBe(0.01);
    expect(fromPaisa(-5000)).toBe(-50);
    expect(Object.is(fromPaisa(-0), 0)).toBe(true);
  });

  it('round-trips with toPaisa', () => {
    for (const paisa of [0, 1, 9, 10, 99, 101, 12_345, 999_999_999, -7]) {
      expect(toPaisa(fromPaisa(paisa))).toBe(paisa);
    }
  });

  it('refuses fractions of a paisa', () => {
    expect(() => fromPaisa(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('shows Rs with thousands separators and 2 decimals by default', () => {
    expect(formatMoney(123_400)).toBe('Rs 1,234.00');
    expect(formatMoney(0)).toBe('Rs 0.00');
    expect(formatMoney(5)).toBe('Rs 0.05');
    expect(formatMoney(99_999)).toBe('Rs 999.99');
    expect(formatMoney(100_000)).toBe('Rs 1,000.00');
    expect(formatMoney(123_456_789)).toBe('Rs 1,234,567.89');
  });

  it('groups by threes, not in lakhs', () => {
    expect(formatMoney(1_234_567_00)).toBe('Rs 1,234,567.00');
    expect(formatMoney(1_234_567_00)).not.toBe('Rs 12,34,567.00');
  });

  it('takes the RS and PKR prefixes', () => {
    expect(formatMoney(123_400, { prefix: 'RS' })).toBe('RS 1,234.00');
    expect(formatMoney(123_400, { prefix: 'PKR' })).toBe('PKR 1,234.00');
    expect(formatMoney(123_400, { prefix: 'Rs' })).toBe('Rs 1,234.00');
  });

  it('puts the sign before the prefix', () => {
    expect(formatMoney(-5000)).toBe('-Rs 50.00');
    expect(formatMoney(-123_456, { prefix: 'PKR' })).toBe('-PKR 1,234.56');
    expect(formatMoney(-0)).toBe('Rs 0.00');
  });

  it('formats the largest safe amount exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('Rs 90,071,992,547,409.91');
  });

  it('refuses non-integer paisa', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['1250', 125_000],
    ['1,250', 125_000],
    ['1,234,567.5', 123_456_750],
    ['99.5', 9950],
    ['99.05', 9905],
    ['0.01', 1],
    ['  Rs 1,250.00 ', 125_000],
    ['Rs.99', 9900],
    ['RS 10', 1000],
    ['PKR1250', 125_000],
  ])('reads %j as %s paisa', (text, paisa) => {
    expect(parseMoneyInput(text)).toBe(paisa);
  });

  it.each([
    '',
    ' ',
    '-5',
    '1.234',
    '12,34',
    '1,2345',
    '1.',
    '.5',
    'abc',
    '1e3',
    '$5',
    '100000000000000',
  ])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });
});

describe('integer arithmetic', () => {
  it('adds and subtracts paisa exactly', () => {
    expect(addPaisa()).toBe(0);
    expect(addPaisa(10, 20)).toBe(30);
    expect(addPaisa(1999, 1, -500)).toBe(1500);
    expect(subtractPaisa(75_000, 74_999)).toBe(1);
    expect(subtractPaisa(0, 1)).toBe(-1);
  });

  it('multiplies by a whole factor', () => {
    expect(multiplyPaisa(1999, 3)).toBe(5997);
    expect(multiplyPaisa(1999, 0)).toBe(0);
    expect(() => multiplyPaisa(1999, 1.5)).toThrow(RangeError);
  });

  it('refuses floats and overflow instead of drifting', () => {
    expect(() => addPaisa(0.1, 0.2)).toThrow(RangeError);
    expect(() => addPaisa(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => multiplyPaisa(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('takes a whole percentage, rounding half away from zero', () => {
    expect(percentOfPaisa(100_000, 15)).toBe(15_000);
    expect(percentOfPaisa(1010, 15)).toBe(152); // 151.5
    expect(percentOfPaisa(1009, 15)).toBe(151); // 151.35
    expect(percentOfPaisa(-1010, 15)).toBe(-152);
    expect(percentOfPaisa(1, 49)).toBe(0);
    expect(percentOfPaisa(1, 50)).toBe(1);
    expect(() => percentOfPaisa(100, 12.5)).toThrow(RangeError);
  });

  it('says what whole percentage one amount is of another, rounding half up', () => {
    expect(wholePercentOf(20_000, 100_000)).toBe(20);
    expect(wholePercentOf(12_500, 100_000)).toBe(13); // 12.5
    expect(wholePercentOf(12_499, 100_000)).toBe(12);
    expect(wholePercentOf(1, 100_000)).toBe(0);
    expect(wholePercentOf(0, 100)).toBe(0);
    expect(() => wholePercentOf(10, 0)).toThrow(RangeError);
    expect(() => wholePercentOf(-1, 100)).toThrow(RangeError);
  });

  it('recognises paisa values', () => {
    expect(isPaisa(100)).toBe(true);
    expect(isPaisa(-1)).toBe(true);
    expect(isPaisa(1.5)).toBe(false);
    expect(isPaisa('100')).toBe(false);
    expect(assertPaisa(42)).toBe(42);
  });
});
