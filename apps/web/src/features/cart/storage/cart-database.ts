import {
  LOCAL_DATABASE_NAME,
  LOCAL_DATABASE_STORE,
  LOCAL_DATABASE_STORE_KEY,
  LOCAL_DATABASE_VERSION,
} from '@sauda/domain';
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { CartRecord } from './cart-record';

/**
 * Dexie multiplies a declared version by 10 before it opens IndexedDB; declaring a tenth keeps
 * the database at the version SPEC §9 gives it (1), as other readers of it expect.
 */
const DEXIE_VERSION = LOCAL_DATABASE_VERSION / 10;

export type CartTable = Table<CartRecord, string>;

/**
 * The browser database of SPEC §9: 'sauda-indexed-db', version 1, one store
 * 'siteIndexedDBStore' keyed by 'id'. Tests pass their own IndexedDB through `options`.
 */
export function createCartDatabase(options?: DexieOptions): { db: Dexie; table: CartTable } {
  const db = new Dexie(LOCAL_DATABASE_NAME, options);
  db.version(DEXIE_VERSION).stores({ [LOCAL_DATABASE_STORE]: LOCAL_DATABASE_STORE_KEY });
  return { db, table: db.table<CartRecord, string>(LOCAL_DATABASE_STORE) };
}
