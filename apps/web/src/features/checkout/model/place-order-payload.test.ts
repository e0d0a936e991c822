import { placeOrderBodySchema } from '@sauda/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../auth/testing/user-fixture';
import { initialCheckoutForm } from './checkout-form';
import { cashChannelOf, placeOrderPayload } from './place-order-payload';

const form = {
  ...initialCheckoutForm,
  tip: '50',
  note: '  Ring twice ',
  receiverName: 'Ayesha',
  contactPhone: '+92 300 1234567',
  deliveryTime: '2026-11-23T15:00:00.000Z',
};

describe('placeOrderPayload', () => {
  it('sends ids and choices only: voucher, tip, address, receiver, time and the cash channel', () => {
    const payload = placeOrderPayload({
      form,
      address: { id: 12 },
      voucherId: 4,
      canTip: true,
      channelQueryId: 'ch_cash',
    });
    expect(payload).toEqual({
      invoice: {
        voucher_id: 4,
        checkout_type: 'delivery',
        invoice_note: 'Ring twice',
        invoice_tip: 50,
        address_id: 12,
        recipient_name: 'Ayesha',
        recipient_phone_number: '+92 300 1234567',
        delivery_time: '2026-11-23T15:00:00.000Z',
      },
      channel_query_id: 'ch_cash',
    });
    expect(placeOrderBodySchema.safeParse(payload).success).toBe(true);
  });

  it('sends no voucher, empty texts as null and ASAP by default', () => {
    const payload = placeOrderPayload({
      form: initialCheckoutForm,
      address: { id: 1 },
      voucherId: null,
      canTip: true,
      channelQueryId: 'ch_cash',
    });
    expect(payload.invoice).toMatchObject({
      voucher_id: null,
      invoice_note: null,
      recipient_name: null,
      recipient_phone_number: null,
      invoice_tip: 0,
      delivery_time: 'asap',
    });
  });

  it('always tips 0 for business users', () => {
    const payload = placeOrderPayload({
      form,
      address: { id: 1 },
      voucherId: null,
      canTip: false,
      channelQueryId: 'c',
    });
    expect(payload.invoice.invoice_tip).toBe(0);
  });
});

describe('cashChannelOf', () => {
  it('finds the channel of type cash', () => {
    const user = makeUser({
      channels: [
        { type: 'wallet', name: 'Wallet', query_id: 'ch_wallet' },
        { type: 'cash', name: 'Cash', query_id: 'ch_cash' },
      ],
    });
    expect(cashChannelOf(user)).toBe('ch_cash');
  });

  it('is null without a cash channel or a user', () => {
    expect(cashChannelOf(makeUser({ channels: [] }))).toBeNull();
    expect(cashChannelOf(null)).toBeNull();
  });
});
