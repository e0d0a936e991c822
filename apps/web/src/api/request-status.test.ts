import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRequests, request } from './request';
import { configureRequester, resetRequesterConfig } from './request-config';
import { RequestError } from './request-error';
import { failureOf, jsonResponse, stubFetch, textResponse } from './testing/fetch-stub';

const onSessionExpired = vi.fn();

beforeEach(() => {
  onSessionExpired.mockReset();
  resetRequesterConfig();
  configureRequester({ getSessionToken: () => 'session-abc', onSessionExpired });
});

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('request: a lost session', () => {
  it.each([401, 419, 403])(
    '%i becomes Session Expired and calls onSessionExpired',
    async (status) => {
      stubFetch(() =>
        jsonResponse({ error: { code: 'unauthorized', message: 'Token revoked' } }, status),
      );
      const error = await failureOf(request({ url: 'users/orders', action: 'GET_ORDERS' }));
      expect(error).toBeInstanceOf(RequestError);
      expect(error).toMatchObject({
        kind: 'session_expired',
        status,
        code: 'session_expired',
        message: 'Session Expired',
        description: 'Token revoked',
        action: 'GET_ORDERS',
      });
      expect(onSessionExpired).toHaveBeenCalledOnce();
      expect(onSessionExpired).toHaveBeenCalledWith(error);
    },
  );

  it('on login only reports the error', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'invalid_credentials', message: 'Wrong PIN' } }, 401),
    );
    const error = await failureOf(
      request({ url: 'users/authenticate', method: 'POST', auth: false, isLogin: true }),
    );
    expect(error).toMatchObject({ kind: 'session_expired', message: 'Session Expired' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('has no description when the answer had no body', async () => {
    stubFetch(() => new Response(null, { status: 401 }));
    const error = await failureOf(request({ url: 'users/orders' }));
    expect(error).toMatchObject({ kind: 'session_expired', description: undefined });
  });

  it('still reports Session Expired when the hook itself fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onSessionExpired.mockImplementation(() => {
      throw new Error('router not ready');
    });
    stubFetch(() => new Response(null, { status: 419 }));
    const error = await failureOf(request({ url: 'users/orders' }));
    expect(error).toMatchObject({ kind: 'session_expired', status: 419 });
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});

describe('request: a refused role keeps the session', () => {
  const refusal = {
    error: { code: 'forbidden_role', message: 'Your role in this store does not allow this.' },
  };

  it('a 403 forbidden_role is an ordinary error with the server message, no logout', async () => {
    stubFetch(() => jsonResponse(refusal, 403));
    const error = await failureOf(
      request({ url: 'merchant/stores/st_1', method: 'PATCH', action: 'UPDATE_STORE' }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'forbidden_role',
      message: 'Your role in this store does not allow this.',
      action: 'UPDATE_STORE',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['another code', { error: { code: 'forbidden', message: 'No' } }],
    ['no code', { message: 'No' }],
    ['no body', null],
  ])('a 403 with %s is still Session Expired', async (_case, body) => {
    stubFetch(() =>
      body === null ? new Response(null, { status: 403 }) : jsonResponse(body, 403),
    );
    const error = await failureOf(request({ url: 'merchant/stores' }));
    expect(error).toMatchObject({ kind: 'session_expired', status: 403 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it.each([401, 419])('forbidden_role on %i is still a lost session', async (status) => {
    stubFetch(() => jsonResponse(refusal, status));
    const error = await failureOf(request({ url: 'merchant/stores' }));
    expect(error).toMatchObject({ kind: 'session_expired', status });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe('request: error answers', () => {
  it('400 gives the envelope message, code, field messages and extra keys', async () => {
    const body = {
      error: {
        code: 'user_pending',
        message: 'Verify your number',
        fields: { mobile_number: 'Phone No is not valid' },
        user_status: 'pending',
        user_query_id: 'usr_42',
      },
    };
    stubFetch(() => jsonResponse(body, 400));
    const error = await failureOf(request({ url: 'users', method: 'POST', action: 'SIGN_UP' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'user_pending',
      message: 'Verify your number',
      fields: { mobile_number: 'Phone No is not valid' },
      details: { user_status: 'pending', user_query_id: 'usr_42' },
      data: body,
      action: 'SIGN_UP',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('402 gives a plain string error', async () => {
    stubFetch(() => jsonResponse({ error: 'Voucher limit reached' }, 402));
    const error = await failureOf(request({ url: 'invoices/1/validate_voucher', method: 'PUT' }));
    expect(error).toMatchObject({ status: 402, message: 'Voucher limit reached' });
  });

  it('404 gives a top-level message', async () => {
    stubFetch(() => jsonResponse({ message: 'Store not found' }, 404));
    const error = await failureOf(request({ url: 'companies/zzz' }));
    expect(error).toMatchObject({ status: 404, message: 'Store not found' });
  });

  it('500 gives the envelope message', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'internal', message: 'Please try again' } }, 500),
    );
    const error = await failureOf(request({ url: 'invoices', method: 'POST' }));
    expect(error).toMatchObject({ status: 500, code: 'internal', message: 'Please try again' });
  });

  it('500 without data is an internal server error with code 500', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const error = await failureOf(request({ url: 'invoices', method: 'POST' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      code: 'internal_server_error',
      message: 'Internal Server Error',
    });
  });

  it('a text error body is the message', async () => {
    stubFetch(() => textResponse('Gateway exploded', 500));
    await expect(request({ url: 'companies' })).rejects.toMatchObject({
      message: 'Gateway exploded',
    });
  });

  it('other error statuses of the contract (409, 429) are parsed the same way', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'out_of_stock', message: 'Stock gone' } }, 409));
    await expect(request({ url: 'invoices/1/place_order', method: 'PUT' })).rejects.toMatchObject({
      status: 409,
      code: 'out_of_stock',
      message: 'Stock gone',
    });
  });

  it('a 200 carrying an error field is an error with the error merged over the payload', async () => {
    stubFetch(() => jsonResponse({ error: { message: 'OTP expired', attempts: 3 }, user_id: 9 }));
    const error = await failureOf(request({ url: 'users/9/verify_mobile_otp', method: 'POST' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      message: 'OTP expired',
      details: { user_id: 9, message: 'OTP expired', attempts: 3 },
    });
  });

  it('a 200 whose error field is null is a normal answer', async () => {
    stubFetch(() => jsonResponse({ error: null, user: { id: 1 } }));
    await expect(request({ url: 'users/1' })).resolves.toEqual({ error: null, user: { id: 1 } });
  });

  it('a 500 on a receipt download parses the text body as JSON', async () => {
    stubFetch(() =>
      textResponse('{"error":{"code":"pdf_failed","message":"Receipt not ready"}}', 500),
    );
    const error = await failureOf(request({ url: 'invoices/7/receipt', responseType: 'blob' }));
    expect(error).toMatchObject({
      status: 500,
      code: 'pdf_failed',
      message: 'Receipt not ready',
    });
  });

  it('a 404 on a receipt download reads its JSON envelope too', async () => {
    stubFetch(() => jsonResponse({ error: { code: 'not_found', message: 'No receipt' } }, 404));
    await expect(
      request({ url: 'invoices/8/receipt', responseType: 'blob' }),
    ).rejects.toMatchObject({ status: 404, message: 'No receipt' });
  });
});
