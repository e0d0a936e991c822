import { MERCHANT_MESSAGES, ORDER_MESSAGES } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../../api/request-error';
import { defaultPrepText, prepMinutesOf } from './prep-minutes';
import { bodyProblem, fieldMessage, refusalProblem } from './transition-problem';

const refusal = (code: string, message: string, fields?: Record<string, string>) =>
  new RequestError({
    kind: 'http',
    status: 400,
    code,
    message,
    fields,
    data: { error: { code, message, fields } },
  });

describe('bodyProblem', () => {
  it('takes a body the contract allows', () => {
    expect(bodyProblem({ status: 'order_confirmed', prep_minutes: 5 })).toBeNull();
    expect(bodyProblem({ status: 'order_confirmed', prep_minutes: 120 })).toBeNull();
    expect(bodyProblem({ status: 'order_delivered', handover_code: '4821' })).toBeNull();
    expect(bodyProblem({ status: 'cancelled', reason: 'Closing soon' })).toBeNull();
  });

  it('puts each broken rule under its field in the domain words', () => {
    for (const minutes of [4, 121, 12.5, Number.NaN]) {
      expect(bodyProblem({ status: 'order_confirmed', prep_minutes: minutes })).toEqual({
        field: 'prep_minutes',
        message: MERCHANT_MESSAGES.prepMinutesRange,
      });
    }
    expect(bodyProblem({ status: 'order_delivered', handover_code: '12' })).toEqual({
      field: 'handover_code',
      message: ORDER_MESSAGES.handoverCodeFormat,
    });
    expect(bodyProblem({ status: 'cancelled', reason: '   ' })).toEqual({
      field: 'reason',
      message: MERCHANT_MESSAGES.cancelReasonRequired,
    });
    expect(bodyProblem({ status: 'cancelled', reason: 'x'.repeat(201) })).toEqual({
      field: 'reason',
      message: MERCHANT_MESSAGES.cancelReasonTooLong,
    });
  });
});

const SERVER_CHECK_FIELDS = 'Please check the highlighted fields.';

describe('refusalProblem', () => {
  it('places a field the server names under that field', () => {
    const error = refusal('validation_failed', 'Please check the highlighted fields.', {
      reason: MERCHANT_MESSAGES.cancelReasonTooLong,
    });
    expect(refusalProblem(error)).toEqual({
      field: 'reason',
      message: { text: MERCHANT_MESSAGES.cancelReasonTooLong },
    });
  });

  it('places a wrong handover code under the code', () => {
    const error = refusal('handover_code_incorrect', ORDER_MESSAGES.handoverCodeIncorrect);
    expect(refusalProblem(error)).toEqual({
      field: 'handover_code',
      message: { text: ORDER_MESSAGES.handoverCodeIncorrect },
    });
  });

  it('puts anything else under the action', () => {
    const error = refusal(
      'invalid_order_transition',
      'An order that is Cancelled cannot become Order Confirmed.',
    );
    expect(refusalProblem(error)).toEqual({
      field: null,
      message: { text: 'An order that is Cancelled cannot become Order Confirmed.' },
    });
    expect(refusalProblem(new Error('boom')).field).toBeNull();
  });

  it('keeps the key and values the server sent, for the field and for the action', () => {
    const field = new RequestError({
      kind: 'http',
      status: 400,
      code: 'validation_failed',
      message: SERVER_CHECK_FIELDS,
      fields: { reason: MERCHANT_MESSAGES.cancelReasonTooLong },
      data: {
        error: {
          code: 'validation_failed',
          message: SERVER_CHECK_FIELDS,
          fields: { reason: MERCHANT_MESSAGES.cancelReasonTooLong },
          field_keys: { reason: { key: 'merchant.cancelReasonTooLong' } },
        },
      },
    });
    expect(refusalProblem(field).message).toEqual({
      text: MERCHANT_MESSAGES.cancelReasonTooLong,
      key: 'merchant.cancelReasonTooLong',
    });
    const step = new RequestError({
      kind: 'http',
      status: 400,
      code: 'invalid_order_transition',
      message: 'An order that is Cancelled cannot become Order Confirmed.',
      data: {
        error: {
          code: 'invalid_order_transition',
          message: 'An order that is Cancelled cannot become Order Confirmed.',
          message_key: 'orders.invalidTransition',
          params: { from: 'Cancelled', to: 'Order Confirmed' },
        },
      },
    });
    expect(refusalProblem(step).message).toMatchObject({
      key: 'orders.invalidTransition',
      params: { from: 'Cancelled', to: 'Order Confirmed' },
    });
  });

  it("shows the form's own problem before the server's", () => {
    const local = { field: 'reason' as const, message: 'mine' };
    const server = { field: 'reason' as const, message: 'theirs' };
    expect(fieldMessage('reason', local, server)).toBe('mine');
    expect(fieldMessage('reason', null, server)).toBe('theirs');
    expect(fieldMessage('handover_code', local, server)).toBeUndefined();
  });
});

describe('the preparation minutes', () => {
  it("start from the store's usual time, kept within 5 to 120", () => {
    expect(defaultPrepText(25)).toBe('25');
    expect(defaultPrepText(200)).toBe('120');
    expect(defaultPrepText(2)).toBe('5');
    expect(defaultPrepText(undefined)).toBe('');
  });

  it('read only whole numbers', () => {
    expect(prepMinutesOf(' 15 ')).toBe(15);
    expect(prepMinutesOf('15.5')).toBeNaN();
    expect(prepMinutesOf('soon')).toBeNaN();
    expect(prepMinutesOf('')).toBeNaN();
  });
});
