import { notFound, validationFailed, type AppError } from '../../http/app-error.js';

export function companyNotFound(): AppError {
  return notFound('This store could not be found.', 'company_not_found');
}

export function productNotFound(): AppError {
  return notFound('This product could not be found.', 'product_not_found');
}

/** Also for another shopper's order: never reveal that it exists (DESIGN §3). */
export function orderNotFound(): AppError {
  return notFound('This order could not be found.', 'order_not_found');
}

export function locationIncomplete(missing: 'lat' | 'long'): AppError {
  return validationFailed(
    { [missing]: 'Send lat and long together.' },
    'Send lat and long together.',
  );
}
