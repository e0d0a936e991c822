import { describe, expect, it } from 'vitest';
import { RequestError, isRequestError, transportError } from './request-error';

describe('RequestError', () => {
  it('is an Error carrying the status, code, fields, details and action', () => {
    const error = new RequestError({
      kind: 'http',
      status: 400,
      code: 'validation_failed',
      message: 'This field is required',
      fields: { street: 'This field is required' },
      details: { user_status: 'pending' },
      data: { error: {} },
      action: 'CREATE_ADDRESS',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RequestError');
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'validation_failed',
      message: 'This field is required',
      fields: { street: 'This field is required' },
      details: { user_status: 'pending' },
      action: 'CREATE_ADDRESS',
    });
    expect(isRequestError(error)).toBe(true);
    expect(isRequestError(new Error('x'))).toBe(false);
  });

  it('defaults details to an empty object and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new RequestError({ kind: 'network', status: 0, code: 'c', message: 'm', cause });
    expect(error.details).toEqual({});
    expect(error.cause).toBe(cause);
  });

  it('counts only timeouts and lost connections as network failures', () => {
    expect(transportError('timeout', undefined).isNetworkFailure).toBe(true);
    expect(transportError('network', undefined).isNetworkFailure).toBe(true);
    expect(transportError('cancelled', undefined).isNetworkFailure).toBe(false);
    expect(transportError('exception', undefined).isNetworkFailure).toBe(false);
  });
});

describe('transportError', () => {
  it.each([
    ['timeout', 0, 'request_timeout', 'Request Timeout', undefined],
    ['network', 0, 'connection_failed', 'Connection Failed', undefined],
    ['cancelled', 1, 'request_cancelled', 'Request Cancelled', 'Connection Failed'],
    ['exception', 0, 'connection_timeout', 'Connection Timeout', undefined],
  ] as const)('%s gives status %i, %s, "%s"', (kind, status, code, message, description) => {
    const error = transportError(kind, 'GET_ITMS');
    expect(error).toMatchObject({ kind, status, code, message, description, action: 'GET_ITMS' });
  });
});
