import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, KEYED_AUTH_MESSAGES } from './auth.messages.js';
import { CHECKOUT_MESSAGES, KEYED_CHECKOUT_MESSAGES } from './checkout.messages.js';
import { answerMessageFields, domainMessage, errorEnvelopeSchema, keyOf } from './index.js';
import { MAX_TIP_RUPEES } from './checkout-options.js';
import { findDomainMessage, fixedDomainMessages } from './message-catalogs.js';
import { MESSAGES } from './messages.js';
import { KEYED_ORDER_MESSAGES } from './order-status.js';
import { KEYED_SERVER_MESSAGES, SERVER_MESSAGES } from './server.messages.js';

describe('keyed messages', () => {
  it('carry the catalog key, the values and the English text of the string catalogs', () => {
    expect(KEYED_CHECKOUT_MESSAGES.outOfStock('Olper’s Milk 1 L')).toEqual({
      key: 'checkout.outOfStock',
      params: { product: 'Olper’s Milk 1 L' },
      text: CHECKOUT_MESSAGES.outOfStock('Olper’s Milk 1 L'),
    });
    expect(KEYED_CHECKOUT_MESSAGES.belowMinimumOrder('Imtiaz', 150_000)).toEqual({
      key: 'checkout.belowMinimumOrder',
      params: { store: 'Imtiaz', amount: 'Rs 1,500.00' },
      text: 'The minimum order at Imtiaz is Rs 1,500.00.',
    });
    expect(KEYED_AUTH_MESSAGES.codeSent('+92 300 ***4567')).toEqual({
      key: 'auth.codeSent',
      params: { number: '+92 300 ***4567' },
      text: AUTH_MESSAGES.codeSent('+92 300 ***4567'),
    });
    expect(KEYED_ORDER_MESSAGES.invalidTransition('order_pending', 'cancelled').params).toEqual({
      from: 'Order Pending',
      to: 'Cancelled',
    });
  });

  it('count tries left, and say "no tries left" under a key of its own', () => {
    expect(KEYED_AUTH_MESSAGES.otpInvalid(2)).toEqual({
      key: 'auth.otpInvalid',
      params: { count: 2 },
      text: 'The code is not correct. You have 2 tries left.',
    });
    expect(KEYED_AUTH_MESSAGES.otpInvalid(0)).toEqual({
      key: 'auth.otpNoTriesLeft',
      text: AUTH_MESSAGES.otpInvalid(0),
    });
  });

  it('word the wait of the rate limit in seconds under a minute, else in minutes', () => {
    expect(KEYED_SERVER_MESSAGES.rateLimitedFor(29.2)).toEqual({
      key: 'server.rateLimitedSeconds',
      params: { count: 30 },
      text: SERVER_MESSAGES.rateLimitedFor('30 seconds'),
    });
    expect(KEYED_SERVER_MESSAGES.rateLimitedFor(1).text).toBe(
      'Too many requests. Please try again in 1 second.',
    );
    expect(KEYED_SERVER_MESSAGES.rateLimitedFor(60)).toEqual({
      key: 'server.rateLimitedMinutes',
      params: { count: 1 },
      text: SERVER_MESSAGES.rateLimitedFor('1 minute'),
    });
    expect(KEYED_SERVER_MESSAGES.rateLimitedFor(150).text).toContain('in 3 minutes.');
  });

  it('travel as key and values beside the English, without empty params', () => {
    const sent = KEYED_AUTH_MESSAGES.codeSent('+92 300 ***4567');
    expect(keyOf(sent)).toEqual({ key: 'auth.codeSent', params: { number: '+92 300 ***4567' } });
    expect(keyOf(domainMessage('messages.required', MESSAGES.required))).toEqual({
      key: 'messages.required',
    });
    expect(answerMessageFields(sent)).toEqual({
      message: sent.text,
      message_key: 'auth.codeSent',
      params: { number: '+92 300 ***4567' },
    });
  });
});

describe('findDomainMessage', () => {
  it('finds the key of a fixed text by its exact words', () => {
    expect(findDomainMessage(SERVER_MESSAGES.orderNotFound)).toEqual({
      key: 'server.orderNotFound',
      text: SERVER_MESSAGES.orderNotFound,
    });
    expect(findDomainMessage(` ${MESSAGES.enterPhone} `)?.key).toBe('messages.enterPhone');
  });

  it('knows the texts with a value that schemas state with one value', () => {
    expect(findDomainMessage(CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES))).toEqual(
      KEYED_CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES),
    );
    expect(findDomainMessage(AUTH_MESSAGES.otpInvalid(0))?.key).toBe('auth.otpNoTriesLeft');
  });

  it('knows no text a catalog does not hold, nor a text with another value', () => {
    expect(findDomainMessage('Gateway says no')).toBeUndefined();
    expect(findDomainMessage(CHECKOUT_MESSAGES.outOfStock('Milk'))).toBeUndefined();
  });

  it('lists every fixed text with a key of its catalog', () => {
    const keys = fixedDomainMessages().map(({ key }) => key);
    expect(keys).toContain('messages.somethingWentWrong');
    expect(keys).toContain('merchant.forbiddenRole');
    expect(keys.every((key) => /^[a-z]+\.[A-Za-z]+$/.test(key))).toBe(true);
  });
});

describe('the error envelope', () => {
  it('carries the message key, its values and the keys of field messages', () => {
    const parsed = errorEnvelopeSchema.parse({
      error: {
        code: 'out_of_stock',
        message: 'Milk is out of stock',
        message_key: 'checkout.outOfStock',
        params: { product: 'Milk' },
        fields: { name: MESSAGES.fieldRequired },
        field_keys: { name: { key: 'messages.fieldRequired' } },
      },
    });
    expect(parsed.error.params).toEqual({ product: 'Milk' });
    expect(parsed.error.field_keys).toEqual({ name: { key: 'messages.fieldRequired' } });
  });
});
