import {
  MESSAGES,
  contactPhoneSchema,
  isWithinDeliveryRange,
  type Address,
  type Invoice,
} from '@sauda/domain';

interface CheckInput {
  address: Pick<Address, 'lat' | 'long'> | null;
  merchant: Pick<Invoice['merchant'], 'address' | 'service_area_radius'>;
  isGuest: boolean;
  contactPhone: string;
}

export type PlaceOrderProblem =
  | { field: 'address'; message: string }
  | { field: 'guest'; message: string }
  | { field: 'contactPhone'; message: string };

/**
 * SPEC §5 "Place order": a selected address inside the store's radius, a verified account, and
 * a contact phone that is empty or complete. The first problem found, or null.
 */
export function placeOrderProblem(input: CheckInput): PlaceOrderProblem | null {
  if (!input.address) return { field: 'address', message: MESSAGES.selectAddress };
  const { merchant } = input;
  if (!isWithinDeliveryRange(merchant.address, merchant.service_area_radius, input.address)) {
    return { field: 'address', message: MESSAGES.outsideDeliveryArea };
  }
  if (!contactPhoneSchema.safeParse(input.contactPhone).success) {
    return { field: 'contactPhone', message: MESSAGES.invalidContactPhone };
  }
  if (input.isGuest) return { field: 'guest', message: MESSAGES.verifyAccountToOrder };
  return null;
}
