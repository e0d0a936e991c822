import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

describe('MESSAGES', () => {
  it('holds the spec texts word for word', () => {
    expect(MESSAGES).toStrictEqual({
      enterPhone: 'Please Enter Phone No',
      invalidPhone: 'Phone No is not valid',
      enterPin: 'Please Enter Your 6 Digit Pin or password',
      fieldRequired: 'This field is required',
      enterVoucherCode: 'Enter Voucher Code',
      invalidName: 'Name is not valid',
      invalidContactPhone: 'Contact Phone No is not valid',
      invalidPassword: 'Please Enter Valid Password',
      required: 'Required',
      selectAddress: 'Please select address',
      outsideDeliveryArea: 'Sorry, the store is not delivering in your area',
      verifyAccountToOrder: 'Kindly verify account to place order.',
      exceedsRemainingUnits: 'Selected Product exceeds the total remaining units',
      noAddressFound: 'No Address Found',
      cartEmpty: 'Cart is empty!',
      somethingWentWrong: 'Something went wrong!',
      indexedDbFailed: 'IndexedDb Operation failed',
      sessionExpired: 'Session Expired',
      requestTimeout: 'Request Timeout',
      connectionFailed: 'Connection Failed',
      requestCancelled: 'Request Cancelled',
      connectionTimeout: 'Connection Timeout',
    });
  });

  it('gives every key its own text', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });
});
