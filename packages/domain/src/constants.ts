/**
 * Business constants and limits of the spec (§1 and §9), one name each. Literal types on
 * purpose: a changed value is a changed contract, and the constants test pins every one.
 */

// Paging (§9, §7)
export const PRODUCTS_PAGE_SIZE = 25;
export const COMPANIES_PAGE_SIZE = 25;
export const APP_SEARCH_PAGE_SIZE = 25;
export const STORE_SEARCH_PAGE_SIZE = 50;
/** The header's store search box asks for fewer stores than the search page. */
export const HEADER_SEARCH_PAGE_SIZE = 20;
export const ORDERS_PAGE_SIZE = 24;
export const DEFAULT_PAGE = 1;

// Phone (§5, §9): "+92 999 9999999"
export const PHONE_COUNTRY_CODE = '+92';
export const PHONE_MASK = '+92 999 9999999';
/** Digits after the country code. */
export const PHONE_NATIONAL_DIGITS = 10;
/** A complete number in masked form, e.g. "+92 300 1234567". */
export const PHONE_MASKED_LENGTH = 15;
export const CONTACT_PHONE_MIN_LENGTH = 13;
export const CONTACT_PHONE_MAX_LENGTH = 15;

// Secrets and codes
export const PIN_LENGTH = 6;
export const LOGIN_PIN_MAX_LENGTH = 30;
export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 30;
/** A guest password must be longer than 4 characters. */
export const GUEST_PASSWORD_MIN_LENGTH = 5;

// Text limits
export const VOUCHER_CODE_MAX_LENGTH = 50;
export const NAME_MAX_LENGTH = 50;

// Cart and checkout
/** The stepper's maximum when a product does not report an available quantity above 0. */
export const QUANTITY_DEFAULT_MAX = 99;
/** Quick-pick tips in whole rupees. */
export const TIP_QUICK_PICKS = Object.freeze([20, 50, 100] as const);
export const DEFAULT_TIP = 0;
export const CURRENCY = 'PKR';
/** The only payment the checkout offers. */
export const PAYMENT_METHOD = 'cash';
/** Users whose trade_types do not include this are business users: other logo, no tip. */
export const RETAIL_TRADE_TYPE = 'Retail';

// Marketing (§1, §9)
export const FREE_DELIVERY_THRESHOLD_RUPEES = 750;
export const FREE_DELIVERY_THRESHOLD_PAISA = 75_000;
export const FREE_RETURNS_DAYS = 9;
export const FIRST_PURCHASE_VOUCHER_CODE = 'FREE15FIRST';
export const FIRST_PURCHASE_DISCOUNT_PERCENT = 15;
export const DEAL_COUNTDOWN_SECONDS = 172_800;
export const BRAND_CAROUSEL_SLIDES = 5;
export const BRAND_CAROUSEL_AUTOPLAY_MS = 2000;
export const HEADER_DISMISS_MS = 100;
export const COPYRIGHT_YEAR = 2022;
export const RIDER_MIN_AGE = 18;

// Map and geo
export interface LatLong {
  readonly lat: number;
  readonly long: number;
}
/** Karachi's city centre. */
export const MAP_DEFAULT_CENTER: LatLong = Object.freeze({ lat: 24.85, long: 67.01 });
export const MAP_DEFAULT_ZOOM = 15;
export const PLACE_SEARCH_CENTER: LatLong = Object.freeze({ lat: 24.86, long: 67.01 });
/** The spec says "radius 20" without a unit; kilometres cover Karachi from its centre. */
export const PLACE_SEARCH_RADIUS_KM = 20;
export const EARTH_RADIUS_KM = 6371;

// Requester and client (§7, §9)
export const REQUEST_TIMEOUT_MS = 95_000;
export const CANCEL_ENTRY_PURGE_THRESHOLD = 4;
export const DEVICE = 'desktop';
/** The `os` sent with anonymous authentication. */
export const CLIENT_OS = 'web';
export const DEFAULT_VISITOR_ID = '123';
export const PUSH_TOKEN_PLACEHOLDER = '4934';
export const PACKAGE_VERSION = '1.2.9';
/** English and Urdu (right to left). */
export const LANGUAGES = Object.freeze(['en', 'ur'] as const);
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Picks the production tag-manager container unless configured otherwise. */
export const DEFAULT_ENVIRONMENT = 'production';

// Browser local database (§9)
export const LOCAL_DATABASE_NAME = 'sauda-indexed-db';
export const LOCAL_DATABASE_VERSION = 1;
export const LOCAL_DATABASE_STORE = 'siteIndexedDBStore';
export const LOCAL_DATABASE_STORE_KEY = 'id';

// State machines and search
export const SIGN_UP_FIRST_STEP = 1;
export const FORGOT_PASSWORD_FIRST_STEP = 1;
/** Search results from all stores merge into this pseudo-industry. */
export const PSEUDO_INDUSTRY_ID = -1;
