import { describe, expect, it } from 'vitest';
import { RequestError } from './request-error';
import {
  answerMessage,
  errorMessage,
  otpFailureMessage,
  serverFieldMessages,
  serverMessage,
} from './server-message';

function refusal(error: Record<string, unknown>, fields?: Record<string, string>): RequestError {
  return new RequestError({
    kind: 'http',
    status: 409,
    code: String(error.code),
    message: String(error.message),
    fields,
    data: { error },
  });
}

const OUT_OF_STOCK = {
  code: 'out_of_stock',
  message: 'Milk is out of stock',
  message_key: 'checkout.outOfStock',
  params: { product: 'Milk' },
};

describe('serverMessage', () => {
  it('reads the message with its key and values', () => {
    expect(serverMessage(refusal(OUT_OF_STOCK))).toEqual({
      text: 'Milk is out of stock',
      key: 'checkout.outOfStock',
      params: { product: 'Milk' },
    });
  });

  it('reads a message without a key as plain words', () => {
    const error = refusal({ code: 'x', message: ' Gateway says no ' });
    expect(serverMessage(error)).toEqual({ text: 'Gateway says no' });
  });

  it('finds none without an envelope, with an empty message, or for other errors', () => {
    expect(serverMessage(refusal({ code: 'x', message: '  ' }))).toBeUndefined();
    const bare = new RequestError({ kind: 'http', status: 500, code: 'x', message: 'x' });
    expect(serverMessage(bare)).toBeUndefined();
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });
});

describe('serverFieldMessages', () => {
  it('pairs each field message with its key when the server sent one', () => {
    const fields = { name: 'This field is required', note: 'Too odd.' };
    const error = refusal(
      {
        code: 'validation_failed',
        message: 'Please check the highlighted fields.',
        fields,
        field_keys: { name: { key: 'messages.fieldRequired' } },
      },
      fields,
    );
    expect(serverFieldMessages(error)).toEqual({
      name: { text: 'This field is required', key: 'messages.fieldRequired' },
      note: { text: 'Too odd.' },
    });
    expect(serverFieldMessages(new Error('boom'))).toEqual({});
  });
});

describe('errorMessage and otpFailureMessage', () => {
  it('fall back to the requester’s message and to "Something went wrong!"', () => {
    const offline = new RequestError({
      kind: 'network',
      status: 0,
      code: 'connection_failed',
      message: 'Connection Failed',
    });
    expect(errorMessage(offline)).toEqual({ text: 'Connection Failed' });
    expect(otpFailureMessage(offline)).toEqual({ text: 'Something went wrong!' });
    expect(errorMessage(refusal(OUT_OF_STOCK)).key).toBe('checkout.outOfStock');
  });
});

describe('answerMessage', () => {
  it('reads a success answer’s message with its key and values', () => {
    const answer = {
      message: 'We have sent a code to +92 300 1234567',
      message_key: 'auth.codeSent',
      params: { number: '+92 300 1234567' },
    };
    expect(answerMessage(answer)).toEqual({
      text: answer.message,
      key: 'auth.codeSent',
      params: { number: '+92 300 1234567' },
    });
    expect(answerMessage({ message: 'Sent.' })).toEqual({ text: 'Sent.' });
  });
});
