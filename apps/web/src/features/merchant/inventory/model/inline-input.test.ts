import { MERCHANT_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { readPrice, readQuantity } from './inline-input';

describe('typed stock counts', () => {
  it.each([
    ['0', 0],
    [' 25 ', 25],
  ])('reads %j as %d', (text, value) => {
    expect(readQuantity(text)).toEqual({ ok: true, value });
  });

  it.each(['', '-1', '2.5', 'ten', '1000001'])('refuses %j in the domain words', (text) => {
    expect(readQuantity(text)).toEqual({
      ok: false,
      problem: MERCHANT_MESSAGES.productQuantityNotValid,
    });
  });
});

describe('typed prices', () => {
  it.each([
    ['250', 250],
    ['1,250.5', 1250.5],
    ['Rs 99.99', 99.99],
  ])('reads %j as %d rupees', (text, value) => {
    expect(readPrice(text)).toEqual({ ok: true, value });
  });

  it.each(['', '-5', '12.345', 'free', '10000001'])('refuses %j in the domain words', (text) => {
    expect(readPrice(text)).toEqual({ ok: false, problem: MERCHANT_MESSAGES.productCostNotValid });
  });
});
