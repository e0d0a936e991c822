import { ADDRESS_MESSAGES } from '@sauda/domain';
import { badRequest, notFound, type AppError } from '../../http/app-error.js';

// The address book's refusals: one factory each, so codes and words stay the same everywhere.

/** Also for another user's address: never reveal that it exists (DESIGN §3). */
export function addressNotFound(): AppError {
  return notFound(ADDRESS_MESSAGES.notFound, 'address_not_found');
}

export function tooManyAddresses(): AppError {
  return badRequest('too_many_addresses', ADDRESS_MESSAGES.tooMany);
}
