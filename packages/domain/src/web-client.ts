/**
 * How the web client identifies itself and behaves towards the API (SPEC §7, §9), and the
 * browser database that keeps the cart.
 */
export const REQUEST_TIMEOUT_MS = 95_000;
export const CANCEL_ENTRY_PURGE_THRESHOLD = 4;
export const DEVICE = 'desktop';
/** The `os` sent with anonymous authentication. */
export const CLIENT_OS = 'web';
export const DEFAULT_VISITOR_ID = '123';
export const PUSH_TOKEN_PLACEHOLDER = '4934';
/** Picks the production tag-manager container unless configured otherwise. */
export const DEFAULT_ENVIRONMENT = 'production';

export const LOCAL_DATABASE_NAME = 'sauda-indexed-db';
export const LOCAL_DATABASE_VERSION = 1;
export const LOCAL_DATABASE_STORE = 'siteIndexedDBStore';
export const LOCAL_DATABASE_STORE_KEY = 'id';
