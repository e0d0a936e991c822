import { MERCHANT_VOUCHER_MESSAGES } from '@sauda/domain';
import { AppError, conflict, notFound } from '../../../http/app-error.js';

/** Another store's voucher and a platform voucher answer like a missing one. */
export function voucherNotFound(): AppError {
  return notFound(MERCHANT_VOUCHER_MESSAGES.notFound, 'voucher_not_found');
}

/** Codes are one in any case across every store and the platform (vouchers_code_upper_idx). */
export function voucherCodeTaken(): AppError {
  const message = MERCHANT_VOUCHER_MESSAGES.codeTaken;
  return conflict('voucher_code_taken', message, { fields: { code: message } });
}

/** Shoppers already hold orders under this code and kind: the history must keep reading true. */
export function voucherInUse(): AppError {
  return new AppError('voucher_in_use', MERCHANT_VOUCHER_MESSAGES.inUse, 400);
}
