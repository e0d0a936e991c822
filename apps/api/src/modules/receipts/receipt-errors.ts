import { CHECKOUT_MESSAGES, SERVER_MESSAGES } from '@sauda/domain';
import { conflict, notFound, type AppError } from '../../http/app-error.js';

/** Also for another user's invoice: never reveal that it exists (DESIGN §3). */
export function invoiceNotFound(): AppError {
  return notFound(SERVER_MESSAGES.orderNotFound, 'invoice_not_found');
}

/** An open invoice has no order yet, so nothing to give a receipt for. */
export function receiptNotReady(): AppError {
  return conflict('receipt_not_ready', CHECKOUT_MESSAGES.receiptNotReady);
}
