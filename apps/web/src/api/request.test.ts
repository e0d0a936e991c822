import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { env } from '../config/env';
import { lazySchema } from './lazy-schema';
import { pendingRequests, request } from './request';
import { configureRequester, resetRequesterConfig } from './request-config';
import { RequestError } from './request-error';
import { failureOf, jsonResponse, stubFetch } from './testing/fetch-stub';

const authHeaders = {
  latitude: '24.8607',
  longitude: '67.0011',
  lat: '24.8607',
  long: '67.0011',
  'Content-Type': 'application/json',
  'api-key': env.VITE_WALLET_API_KEY,
  device: 'desktop',
  'visitor-id': 'visitor-9',
  'fcm-token': '4934',
  Authorization: 'Bearer session-abc',
};

beforeEach(() => {
  resetRequesterConfig();
  configureRequester({
    getSessionToken: () => 'session-abc',
    getLocation: () => ({ latitude: 24.8607, longitude: 67.0011 }),
    getVisitorId: () => 'visitor-9',
  });
});

afterEach(() => {
  pendingRequests.cancelAll();
  vi.unstubAllGlobals();
});

describe('request: what it sends', () => {
  it('GETs from the v1 base by default with every authenticated header and no body', async () => {
    const fetch = stubFetch(() => jsonResponse({ companies: [] }));
    await expect(request({ url: 'companies' })).resolves.toEqual({ companies: [] });
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/companies');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual(authHeaders);
    expect(init.body).toBeUndefined();
    expect(init).not.toHaveProperty('cache');
  });

  it('sends visitor id 123 and no location or bearer when the app has none', async () => {
    resetRequesterConfig();
    const fetch = stubFetch(() => jsonResponse({}));
    await request({ url: 'industries' });
    expect(fetch.call(0).init.headers).toEqual({
      'Content-Type': 'application/json',
      'api-key': env.VITE_WALLET_API_KEY,
      device: 'desktop',
      'visitor-id': '123',
      'fcm-token': '4934',
    });
  });

  it('sends an unauthenticated call without location and session', async () => {
    const fetch = stubFetch(() => jsonResponse({ user: {} }));
    await request({
      url: 'users/authenticate',
      method: 'POST',
      auth: false,
      body: { login_id: 'x' },
    });
    expect(fetch.call(0).init.headers).toEqual({
      'Content-Type': 'application/json',
      'api-key': env.VITE_WALLET_API_KEY,
      device: 'desktop',
      'visitor-id': 'visitor-9',
      'fcm-token': '4934',
    });
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s sends its body as JSON', async (method) => {
    const fetch = stubFetch(() => jsonResponse({ address: { id: 1 } }));
    await request({ url: 'users/update_address', method, body: { query_id: 'a-1' } });
    expect(fetch.call(0).init).toMatchObject({ method, body: '{"query_id":"a-1"}' });
  });

  it('sends logout with the bearer token and an empty body', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    await expect(request({ url: 'users/logout', method: 'POST' })).resolves.toBeNull();
    expect(fetch.call(0).init.body).toBeUndefined();
    expect(fetch.call(0).init.headers).toMatchObject({ Authorization: 'Bearer session-abc' });
  });

  it('authorizes one call with its own session token when given', async () => {
    const fetch = stubFetch(() => jsonResponse({ user: {} }));
    await request({ url: 'users/u1/update_user', method: 'POST', sessionToken: 'signup-xyz' });
    await request({ url: 'users/me' });
    expect(fetch.call(0).init.headers).toMatchObject({ Authorization: 'Bearer signup-xyz' });
    expect(fetch.call(1).init.headers).toMatchObject({ Authorization: 'Bearer session-abc' });
  });

  it('sends a multipart form to the custom form service without a JSON content type', async () => {
    const fetch = stubFetch(() => jsonResponse({ ok: true }, 201));
    const form = new FormData();
    form.append('full_name', 'Bilal Khan');
    await request({
      url: `${env.VITE_FORMS_URL}/rider`,
      base: 'custom',
      method: 'POST',
      multipart: true,
      auth: false,
      body: form,
    });
    const { url, init } = fetch.call(0);
    expect(url).toBe('/api/v1/forms/rider');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ 'api-key': env.VITE_WALLET_API_KEY, device: 'desktop' });
  });

  it('uses the v2 base when flagged and a local path as it is', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    await request({ url: 'products', base: 'v2' });
    await request({ url: '/locales/ur.json', base: 'local', auth: false });
    expect(fetch.call(0).url).toBe('/api/v2/products');
    expect(fetch.call(1).url).toBe('/locales/ur.json');
  });

  it('adds query values and passes a cache mode when asked', async () => {
    const fetch = stubFetch(() => jsonResponse({ version: '1.2.9' }));
    await request({ url: 'companies', query: { industry_id: 3, page_size: 25, lat: undefined } });
    await request({ url: '/meta.json', base: 'local', cache: 'no-store' });
    expect(fetch.call(0).url).toBe('/api/v1/companies?industry_id=3&page_size=25');
    expect(fetch.call(1).init.cache).toBe('no-store');
  });
});

describe('request: what it returns', () => {
  it.each([204, 205])('gives null for %i', async (status) => {
    stubFetch(() => new Response(null, { status }));
    await expect(request({ url: 'users/delete_address', method: 'DELETE' })).resolves.toBeNull();
  });

  it('gives null for a 200 with an empty body', async () => {
    stubFetch(() => new Response('', { status: 200 }));
    await expect(request({ url: 'users/1/resend_otp', method: 'PUT' })).resolves.toBeNull();
  });

  it('downloads a receipt as a blob', async () => {
    stubFetch(
      () => new Response('%PDF-1.7 receipt', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const receipt = await request<Blob>({ url: 'invoices/7/receipt', responseType: 'blob' });
    expect(receipt?.type).toBe('application/pdf');
    await expect(receipt?.text()).resolves.toBe('%PDF-1.7 receipt');
  });

  it('validates the body against a schema', async () => {
    stubFetch(() => jsonResponse({ version: '1.2.9', extra: true }));
    const meta = await request({ url: 'meta', schema: z.object({ version: z.string() }) });
    expect(meta).toEqual({ version: '1.2.9' });
  });

  it('reports a body that breaks the schema as Connection Timeout with the cause', async () => {
    stubFetch(() => jsonResponse({ version: 129 }));
    const error = await failureOf(
      request({ url: 'meta', action: 'GET_META', schema: z.object({ version: z.string() }) }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      kind: 'exception',
      status: 0,
      message: 'Connection Timeout',
      action: 'GET_META',
    });
    expect((error as RequestError).cause).toBeInstanceOf(z.ZodError);
  });

  it('loads a lazy schema with the call, once, and validates with it', async () => {
    stubFetch(() => jsonResponse({ version: '1.2.9', extra: true }));
    const load = vi.fn(() => Promise.resolve(z.object({ version: z.string() })));
    const schema = lazySchema(load);
    await expect(request({ url: 'meta', schema })).resolves.toEqual({ version: '1.2.9' });
    await expect(request({ url: 'meta', schema })).resolves.toEqual({ version: '1.2.9' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the call as Connection Failed when its schema cannot load, and loads it next time', async () => {
    stubFetch(() => jsonResponse({ version: '1.2.9' }));
    const load = vi
      .fn<() => Promise<z.ZodType<{ version: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(z.object({ version: z.string() }));
    const schema = lazySchema(load);
    const error = await failureOf(request({ url: 'meta', action: 'GET_META', schema }));
    expect(error).toMatchObject({ kind: 'network', message: 'Connection Failed' });
    await expect(request({ url: 'meta', schema })).resolves.toEqual({ version: '1.2.9' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
