import { describe, expect, it } from 'vitest';
import { parseErrorBody } from './parse-error';

describe('parseErrorBody', () => {
  it('reads the contract envelope: code, message and field messages', () => {
    const parsed = parseErrorBody(
      {
        error: {
          code: 'validation_failed',
          message: 'This field is required',
          fields: { street: 'This field is required' },
        },
      },
      400,
    );
    expect(parsed).toEqual({
      code: 'validation_failed',
      message: 'This field is required',
      fields: { street: 'This field is required' },
      details: {
        code: 'validation_failed',
        message: 'This field is required',
        fields: { street: 'This field is required' },
      },
    });
  });

  it('keeps extra error keys merged over the rest of the payload', () => {
    const parsed = parseErrorBody(
      {
        error: {
          code: 'user_pending',
          message: 'Pending',
          user_status: 'pending',
          user_query_id: 'u-1',
        },
        request_id: 'r-9',
      },
      400,
    );
    expect(parsed.details).toEqual({
      request_id: 'r-9',
      code: 'user_pending',
      message: 'Pending',
      user_status: 'pending',
      user_query_id: 'u-1',
    });
  });

  it('takes a plain string error', () => {
    expect(parseErrorBody({ error: 'Voucher expired' }, 402)).toMatchObject({
      code: 'http_402',
      message: 'Voucher expired',
      fields: undefined,
    });
  });

  it('takes a top-level message when there is no error', () => {
    expect(parseErrorBody({ message: 'Route not found', code: 'not_found' }, 404)).toMatchObject({
      code: 'not_found',
      message: 'Route not found',
    });
  });

  it('falls back to the whole data', () => {
    expect(parseErrorBody({ reason: 'x' }, 400).message).toBe('{"reason":"x"}');
    expect(parseErrorBody('Bad Request', 400).message).toBe('Bad Request');
    expect(parseErrorBody(['a'], 400).message).toBe('["a"]');
  });

  it.each([null, undefined, '', '  ', {}])(
    'a 500 without data (%j) is an internal server error',
    (data) => {
      expect(parseErrorBody(data, 500)).toEqual({
        code: 'internal_server_error',
        message: 'Internal Server Error',
        fields: undefined,
        details: {},
      });
    },
  );

  it('another status without data gets the generic message', () => {
    expect(parseErrorBody(null, 404)).toMatchObject({
      code: 'http_404',
      message: 'Something went wrong!',
    });
  });

  it('drops field messages that are not text', () => {
    const parsed = parseErrorBody(
      { error: { code: 'c', message: 'm', fields: { a: 'A', b: 2 } } },
      400,
    );
    expect(parsed.fields).toEqual({ a: 'A' });
  });
});
