import { MESSAGES } from '@sauda/domain';

/** Any failure of the browser database, told to the user as SPEC §8 words it. */
export class CartStorageError extends Error {
  override readonly name = 'CartStorageError';

  constructor(cause?: unknown) {
    super(MESSAGES.indexedDbFailed, cause === undefined ? undefined : { cause });
  }
}

export function isCartStorageError(error: unknown): error is CartStorageError {
  return error instanceof CartStorageError;
}
