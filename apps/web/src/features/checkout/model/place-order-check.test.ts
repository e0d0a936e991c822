import { describe, expect, it } from 'vitest';
import { makeInvoice } from '../../../shared/bill/testing/invoice-fixtures';
import { placeOrderProblem } from './place-order-check';

const { merchant } = makeInvoice();
const near = { lat: 24.82, long: 67.03 };
const ok = { address: near, merchant, isGuest: false, contactPhone: '' };

describe('placeOrderProblem', () => {
  it('passes with an address in range, a registered user and an empty contact phone', () => {
    expect(placeOrderProblem(ok)).toBeNull();
    expect(placeOrderProblem({ ...ok, contactPhone: '+92 300 1234567' })).toBeNull();
  });

  it("asks for an address: 'Please select address'", () => {
    expect(placeOrderProblem({ ...ok, address: null })).toEqual({
      field: 'address',
      message: 'Please select address',
    });
  });

  it('refuses an address outside the store radius', () => {
    expect(placeOrderProblem({ ...ok, address: { lat: 31.52, long: 74.35 } })).toEqual({
      field: 'address',
      message: 'Sorry, the store is not delivering in your area',
    });
  });

  it("refuses a half-typed contact phone: 'Contact Phone No is not valid'", () => {
    expect(placeOrderProblem({ ...ok, contactPhone: '+92 300' })?.message).toBe(
      'Contact Phone No is not valid',
    );
  });

  it("keeps unverified guests from ordering: 'Kindly verify account to place order.'", () => {
    expect(placeOrderProblem({ ...ok, isGuest: true })).toEqual({
      field: 'guest',
      message: 'Kindly verify account to place order.',
    });
  });
});
