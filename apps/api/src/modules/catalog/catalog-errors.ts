import { SERVER_MESSAGES } from '@sauda/domain';
import { notFound, validationFailed, type AppError } from '../../http/app-error.js';

export function companyNotFound(): AppError {
  return notFound(SERVER_MESSAGES.storeNotFound, 'company_not_found');
}

export function productNotFound(): AppError {
  return notFound(SERVER_MESSAGES.productNotFound, 'product_not_found');
}

/** Also for another shopper's order: never reveal that it exists (DESIGN §3). */
export function orderNotFound(): AppError {
  return notFound(SERVER_MESSAGES.orderNotFound, 'order_not_found');
}

export function locationIncomplete(missing: 'lat' | 'long'): AppError {
  const message = SERVER_MESSAGES.latLongTogether;
  return validationFailed({ [missing]: message }, message);
}
