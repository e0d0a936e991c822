import { ADDRESS_MESSAGES, MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../api/request-error';
import { saveFailure } from './save-failure';

function httpError(message: string, fields?: Record<string, string>, status = 400) {
  return new RequestError({ kind: 'http', status, code: 'validation_failed', message, fields });
}

describe('saveFailure', () => {
  it('puts the messages of address.* fields on the form fields', () => {
    const failure = saveFailure(
      httpError('Please check the highlighted fields.', {
        'address.street': 'This field is required',
        'address.district': 'This field is required',
      }),
    );
    expect(failure.fields).toEqual({
      street: 'This field is required',
      district: 'This field is required',
    });
    expect(failure.message).toBe('Please check the highlighted fields.');
  });

  it('accepts bare field names too', () => {
    expect(saveFailure(httpError('x', { room: 'Too long' })).fields).toEqual({ room: 'Too long' });
  });

  it('does not repeat under the action a message already on its field', () => {
    const failure = saveFailure(
      httpError('This field is required', { 'address.room': 'This field is required' }),
    );
    expect(failure).toEqual({ fields: { room: 'This field is required' }, message: null });
  });

  it('shows a pin problem (a field the form does not have) under the action', () => {
    const failure = saveFailure(
      httpError(ADDRESS_MESSAGES.outsidePakistan, {
        'address.lat': ADDRESS_MESSAGES.outsidePakistan,
      }),
    );
    expect(failure).toEqual({ fields: {}, message: ADDRESS_MESSAGES.outsidePakistan });
  });

  it('shows a server error without fields in red under the action (SPEC §7)', () => {
    const failure = saveFailure(httpError(ADDRESS_MESSAGES.tooMany));
    expect(failure).toEqual({ fields: {}, message: ADDRESS_MESSAGES.tooMany });
    expect(saveFailure(httpError(ADDRESS_MESSAGES.notFound, undefined, 404)).message).toBe(
      ADDRESS_MESSAGES.notFound,
    );
  });

  it('says "Something went wrong!" for anything that is not a request error', () => {
    expect(saveFailure(new Error('boom'))).toEqual({
      fields: {},
      message: MESSAGES.somethingWentWrong,
    });
  });
});
