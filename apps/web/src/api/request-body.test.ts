import { describe, expect, it } from 'vitest';
import { buildRequestBody, toFormData } from './request-body';

describe('buildRequestBody', () => {
  it('sends no body on GET', () => {
    expect(buildRequestBody('GET', { page: 1 }, false)).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('%s sends the body as JSON', (method) => {
    expect(buildRequestBody(method, { invoice: { voucher_code: 'FREE15FIRST' } }, false)).toBe(
      '{"invoice":{"voucher_code":"FREE15FIRST"}}',
    );
  });

  it('sends an empty body when there is nothing to send (logout)', () => {
    expect(buildRequestBody('POST', undefined, false)).toBeUndefined();
  });

  it('still sends a null body as JSON', () => {
    expect(buildRequestBody('PUT', null, false)).toBe('null');
  });

  it('passes FormData through when multipart', () => {
    const form = new FormData();
    form.append('name', 'Ali');
    expect(buildRequestBody('POST', form, true)).toBe(form);
  });
});

describe('toFormData', () => {
  it('turns a record into fields, repeating arrays and skipping empty values', () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    const form = toFormData({
      name: 'Ali',
      age: 21,
      licence: true,
      cities: ['Karachi', 'Lahore'],
      photo,
      note: undefined,
      middle: null,
      meta: { a: 1 },
    });
    expect(form.get('name')).toBe('Ali');
    expect(form.get('age')).toBe('21');
    expect(form.get('licence')).toBe('true');
    expect(form.getAll('cities')).toEqual(['Karachi', 'Lahore']);
    expect(form.get('photo')).toBeInstanceOf(Blob);
    expect(form.has('note')).toBe(false);
    expect(form.has('middle')).toBe(false);
    expect(form.get('meta')).toBe('{"a":1}');
  });

  it('gives an empty form for a body that is not a record', () => {
    expect([...toFormData(undefined).keys()]).toEqual([]);
  });
});
