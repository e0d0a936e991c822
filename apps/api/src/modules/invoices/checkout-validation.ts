import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { addressRequired } from './invoice-errors.js';

const ADDRESS_ID_PATH = '/invoice/address_id';

/**
 * A place_order body whose only fault is the missing address answers the checkout's own code
 * (address_required), so the web can open the address dialog; anything else stays the common
 * validation answer.
 */
export function placeOrderValidationError(error: Error): Error {
  if (
    hasZodFastifySchemaValidationErrors(error) &&
    error.validation.every((issue) => issue.instancePath === ADDRESS_ID_PATH)
  ) {
    return addressRequired();
  }
  return error;
}
