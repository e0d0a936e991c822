import type { Address, Invoice, User } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n';
import { placeOrder } from '../api/place-order';
import type { CheckoutForm } from '../model/checkout-form';
import { placeOrderProblem, type PlaceOrderProblem } from '../model/place-order-check';
import { cashChannelOf, placeOrderPayload } from '../model/place-order-payload';

interface PlaceOrderInput {
  invoice: Invoice;
  form: CheckoutForm;
  address: Address | null;
  user: User | null;
  isGuest: boolean;
  canTip: boolean;
  voucherId: number | null;
  onPlaced: (invoice: Invoice) => Promise<void>;
}

export interface PlaceOrderState {
  placing: boolean;
  problem: PlaceOrderProblem | null;
  /** The server's message (or a local one) in red under Place Order. */
  error: string | null;
  place: () => Promise<void>;
}

/** Place Order: the local checks of SPEC §5 first, then PUT place_order with ids only. */
export function usePlaceOrder(input: PlaceOrderInput): PlaceOrderState {
  const { errorText } = useErrorText();
  const { t } = useTranslation();
  const [placing, setPlacing] = useState(false);
  // Once Place Order was tried, the local checks follow the form: verifying the account or
  // choosing an address clears their message without another click.
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const currentProblem = () =>
    placeOrderProblem({
      address: input.address,
      merchant: input.invoice.merchant,
      isGuest: input.isGuest,
      contactPhone: input.form.contactPhone,
    });
  const problem: PlaceOrderProblem | null = attempted ? currentProblem() : null;

  const place = async () => {
    const found = currentProblem();
    setAttempted(true);
    setError(null);
    if (found || !input.address) return;
    const channelQueryId = cashChannelOf(input.user);
    if (!channelQueryId) {
      setError(t('checkout.errors.noCash'));
      return;
    }
    setPlacing(true);
    try {
      const placed = await placeOrder(
        input.invoice.query_id,
        placeOrderPayload({
          form: input.form,
          address: input.address,
          voucherId: input.voucherId,
          canTip: input.canTip,
          channelQueryId,
        }),
      );
      await input.onPlaced(placed);
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setPlacing(false);
    }
  };

  return { placing, problem, error, place };
}
