import { DEFAULT_TIP } from '@sauda/domain';

/** 'asap' or the start (ISO) of one of the invoice's delivery slots. */
export type DeliveryTimeChoice = string;
export const ASAP = 'asap';

/** What the shopper fills in on the Place Your Order dialog. */
export interface CheckoutForm {
  deliveryTime: DeliveryTimeChoice;
  /** The tip box's text: whole rupees, '' for none. */
  tip: string;
  note: string;
  receiverName: string;
  /** Masked "+92 300 1234567", or '' for none. */
  contactPhone: string;
}

export const initialCheckoutForm: CheckoutForm = {
  deliveryTime: ASAP,
  tip: String(DEFAULT_TIP),
  note: '',
  receiverName: '',
  contactPhone: '',
};
