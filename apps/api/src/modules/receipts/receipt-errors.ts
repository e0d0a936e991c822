import { conflict, notFound, type AppError } from '../../http/app-error.js';

export const RECEIPT_NOT_READY_MESSAGE = 'The receipt is ready once the order is placed.';

/** Also for another user's invoice: never reveal that it exists (DESIGN §3). */
export function invoiceNotFound(): AppError {
  return notFound('This order could not be found.', 'invoice_not_found');
}

/** An open invoice has no order yet, so nothing to give a receipt for. */
export function receiptNotReady(): AppError {
  return conflict('receipt_not_ready', RECEIPT_NOT_READY_MESSAGE);
}
