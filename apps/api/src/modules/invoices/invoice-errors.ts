import {
  ADDRESS_MESSAGES,
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  fromPaisa,
  KEYED_CHECKOUT_MESSAGES,
  MESSAGES,
  SERVER_MESSAGES,
  type Paisa,
  type VoucherRefusal,
} from '@sauda/domain';
import {
  badRequest,
  conflict,
  notFound,
  type AppError,
  type ErrorMessage,
} from '../../http/app-error.js';

// The checkout's refusals: one factory each, so codes and words stay the same everywhere.

/** Also for another user's invoice: never reveal that it exists (DESIGN §3). */
export function invoiceNotFound(): AppError {
  return notFound(SERVER_MESSAGES.orderNotFound, 'invoice_not_found');
}

export function invoiceAlreadyPlaced(): AppError {
  return conflict(CHECKOUT_ERROR_CODES.invoicePlaced, CHECKOUT_MESSAGES.invoicePlaced);
}

/** A product that does not exist, is hidden, or belongs to another store. */
export function productUnavailable(productQueryId: string, name?: string): AppError {
  const message =
    name === undefined
      ? CHECKOUT_MESSAGES.cartProductUnavailable
      : KEYED_CHECKOUT_MESSAGES.productUnavailable(name);
  return badRequest('product_unavailable', message, {
    product_query_id: productQueryId,
  });
}

export function outOfStock(productQueryId: string, name: string): AppError {
  return conflict(CHECKOUT_ERROR_CODES.outOfStock, KEYED_CHECKOUT_MESSAGES.outOfStock(name), {
    product_query_id: productQueryId,
  });
}

export function exceedsRemainingUnits(productQueryId: string, name: string): AppError {
  const message = KEYED_CHECKOUT_MESSAGES.exceedsRemainingUnits(name);
  return conflict(CHECKOUT_ERROR_CODES.outOfStock, message, { product_query_id: productQueryId });
}

export function belowMinimumOrder(storeName: string, minimumPaisa: Paisa): AppError {
  return badRequest(
    CHECKOUT_ERROR_CODES.belowMinimumOrder,
    KEYED_CHECKOUT_MESSAGES.belowMinimumOrder(storeName, minimumPaisa),
    { minimum_order: fromPaisa(minimumPaisa) },
  );
}

export function guestNotVerified(): AppError {
  return badRequest(CHECKOUT_ERROR_CODES.guestNotVerified, MESSAGES.verifyAccountToOrder);
}

export function addressRequired(): AppError {
  return badRequest(CHECKOUT_ERROR_CODES.addressRequired, MESSAGES.selectAddress, {
    fields: { 'invoice.address_id': MESSAGES.selectAddress },
  });
}

/** Also for another user's address (DESIGN §3). */
export function addressNotFound(): AppError {
  return notFound(ADDRESS_MESSAGES.notFound, 'address_not_found');
}

export function outsideDeliveryArea(): AppError {
  return badRequest(CHECKOUT_ERROR_CODES.outsideDeliveryArea, MESSAGES.outsideDeliveryArea);
}

export function storeClosed(storeName: string): AppError {
  return badRequest(
    CHECKOUT_ERROR_CODES.storeClosed,
    KEYED_CHECKOUT_MESSAGES.storeClosed(storeName),
  );
}

/** The store stopped selling since the invoice was made. */
export function storeUnavailable(storeName: string): AppError {
  return conflict('store_unavailable', KEYED_CHECKOUT_MESSAGES.storeUnavailable(storeName));
}

export function deliveryTimeUnavailable(): AppError {
  const message = CHECKOUT_MESSAGES.deliveryTimeUnavailable;
  return badRequest('delivery_time_unavailable', message, {
    fields: { 'invoice.delivery_time': message },
  });
}

export function paymentChannelUnavailable(): AppError {
  const message = CHECKOUT_MESSAGES.paymentChannelUnavailable;
  return badRequest('payment_channel_unavailable', message, {
    fields: { channel_query_id: message },
  });
}

/** SPEC §6: business users do not tip. */
export function tipNotAllowed(): AppError {
  const message = CHECKOUT_MESSAGES.tipNotAllowed;
  return badRequest('tip_not_allowed', message, { fields: { 'invoice.invoice_tip': message } });
}

export function voucherInvalid(
  reason: VoucherRefusal | 'not_applied',
  message: ErrorMessage,
): AppError {
  return badRequest(CHECKOUT_ERROR_CODES.voucherInvalid, message, { reason });
}

/** place_order named a voucher other than the one validated on the invoice. */
export function voucherNotApplied(): AppError {
  return voucherInvalid('not_applied', CHECKOUT_MESSAGES.voucherNotApplied);
}
