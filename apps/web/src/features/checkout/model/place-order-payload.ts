import { PAYMENT_METHOD, type Address, type Invoice, type User } from '@sauda/domain';
import type { PlaceOrderPayload } from '../api/place-order';
import type { CheckoutForm } from './checkout-form';
import { tipRupees } from './tip-input';

interface PayloadInput {
  form: CheckoutForm;
  address: Pick<Address, 'id'>;
  /** The applied voucher's id; null when none is applied (or the shopper removed it). */
  voucherId: number | null;
  /** Business users do not tip (SPEC §6): they always send 0. */
  canTip: boolean;
  channelQueryId: string;
}

/** The user's cash payment channel (SPEC §7 channel_query_id); cash is the only payment. */
export function cashChannelOf(user: Pick<User, 'channels'> | null): string | null {
  return user?.channels.find((channel) => channel.type === PAYMENT_METHOD)?.query_id ?? null;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * PUT invoices/{id}/place_order's body: ids and choices only. The items are the invoice's own
 * and every amount is the server's, so neither is sent.
 */
export function placeOrderPayload(input: PayloadInput): PlaceOrderPayload {
  const { form } = input;
  return {
    invoice: {
      voucher_id: input.voucherId,
      checkout_type: 'delivery',
      invoice_note: textOrNull(form.note),
      invoice_tip: input.canTip ? tipRupees(form.tip) : 0,
      address_id: input.address.id,
      recipient_name: textOrNull(form.receiverName),
      recipient_phone_number: textOrNull(form.contactPhone),
      delivery_time: form.deliveryTime,
    },
    channel_query_id: input.channelQueryId,
  };
}

/** The invoice once placed, marked as the spec's state does (isOrderSuccessfullyPlaced). */
export type CheckoutInvoice = Invoice & { isOrderSuccessfullyPlaced?: boolean };
