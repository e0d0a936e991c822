import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: the id is read aloud to riders and typed by support. */
export const SHORT_ORDER_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHORT_ORDER_ID_PREFIX = 'SD-';
const LENGTH = 6;

/** e.g. "SD-4F7K2Q": about 887 million ids, unique by the invoices' unique index. */
export function newShortOrderId(): string {
  let id = SHORT_ORDER_ID_PREFIX;
  for (let i = 0; i < LENGTH; i++) {
    id += SHORT_ORDER_ID_ALPHABET[randomInt(SHORT_ORDER_ID_ALPHABET.length)];
  }
  return id;
}
