import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import { toPaisa } from './money.js';

describe('constants fixed by the spec', () => {
  it('pins every value', () => {
    expect({ ...constants }).toStrictEqual({
      PRODUCTS_PAGE_SIZE: 25,
      COMPANIES_PAGE_SIZE: 25,
      APP_SEARCH_PAGE_SIZE: 25,
      STORE_SEARCH_PAGE_SIZE: 50,
      HEADER_SEARCH_PAGE_SIZE: 20,
      ORDERS_PAGE_SIZE: 24,
      DEFAULT_PAGE: 1,
      PHONE_COUNTRY_CODE: '+92',
      PHONE_MASK: '+92 999 9999999',
      PHONE_NATIONAL_DIGITS: 10,
      PHONE_MASKED_LENGTH: 15,
      CONTACT_PHONE_MIN_LENGTH: 13,
      CONTACT_PHONE_MAX_LENGTH: 15,
      PIN_LENGTH: 6,
      LOGIN_PIN_MAX_LENGTH: 30,
      OTP_LENGTH: 6,
      OTP_RESEND_WAIT_SECONDS: 30,
      GUEST_PASSWORD_MIN_LENGTH: 5,
      VOUCHER_CODE_MAX_LENGTH: 50,
      NAME_MAX_LENGTH: 50,
      QUANTITY_DEFAULT_MAX: 99,
      TIP_QUICK_PICKS: [20, 50, 100],
      DEFAULT_TIP: 0,
      CURRENCY: 'PKR',
      PAYMENT_METHOD: 'cash',
      RETAIL_TRADE_TYPE: 'Retail',
      FREE_DELIVERY_THRESHOLD_RUPEES: 750,
      FREE_DELIVERY_THRESHOLD_PAISA: 75_000,
      FREE_RETURNS_DAYS: 9,
      FIRST_PURCHASE_VOUCHER_CODE: 'FREE15FIRST',
      FIRST_PURCHASE_DISCOUNT_PERCENT: 15,
      DEAL_COUNTDOWN_SECONDS: 172_800,
      BRAND_CAROUSEL_SLIDES: 5,
      BRAND_CAROUSEL_AUTOPLAY_MS: 2000,
      HEADER_DISMISS_MS: 100,
      COPYRIGHT_YEAR: 2022,
      RIDER_MIN_AGE: 18,
      MAP_DEFAULT_CENTER: { lat: 24.85, long: 67.01 },
      MAP_DEFAULT_ZOOM: 15,
      PLACE_SEARCH_CENTER: { lat: 24.86, long: 67.01 },
      PLACE_SEARCH_RADIUS_KM: 20,
      EARTH_RADIUS_KM: 6371,
      REQUEST_TIMEOUT_MS: 95_000,
      CANCEL_ENTRY_PURGE_THRESHOLD: 4,
      DEVICE: 'desktop',
      CLIENT_OS: 'web',
      DEFAULT_VISITOR_ID: '123',
      PUSH_TOKEN_PLACEHOLDER: '4934',
      PACKAGE_VERSION: '1.2.9',
      LANGUAGES: ['en', 'ur'],
      DEFAULT_LANGUAGE: 'en',
      DEFAULT_ENVIRONMENT: 'production',
      LOCAL_DATABASE_NAME: 'sauda-indexed-db',
      LOCAL_DATABASE_VERSION: 1,
      LOCAL_DATABASE_STORE: 'siteIndexedDBStore',
      LOCAL_DATABASE_STORE_KEY: 'id',
      SIGN_UP_FIRST_STEP: 1,
      FORGOT_PASSWORD_FIRST_STEP: 1,
      PSEUDO_INDUSTRY_ID: -1,
    });
  });

  it('keeps related values consistent', () => {
    expect(constants.FREE_DELIVERY_THRESHOLD_PAISA).toBe(
      toPaisa(constants.FREE_DELIVERY_THRESHOLD_RUPEES),
    );
    expect(constants.PHONE_MASK).toHaveLength(constants.PHONE_MASKED_LENGTH);
    expect(constants.PHONE_MASK.startsWith(constants.PHONE_COUNTRY_CODE)).toBe(true);
    expect(constants.PHONE_MASK.replace(/\D/g, '').slice(2)).toHaveLength(
      constants.PHONE_NATIONAL_DIGITS,
    );
    expect(constants.GUEST_PASSWORD_MIN_LENGTH).toBeGreaterThan(4);
    expect(constants.PIN_LENGTH).toBeLessThanOrEqual(constants.LOGIN_PIN_MAX_LENGTH);
    expect(constants.DEAL_COUNTDOWN_SECONDS).toBe(2 * 24 * 60 * 60);
    expect(constants.LANGUAGES).toContain(constants.DEFAULT_LANGUAGE);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(constants.MAP_DEFAULT_CENTER)).toBe(true);
    expect(Object.isFrozen(constants.PLACE_SEARCH_CENTER)).toBe(true);
    expect(Object.isFrozen(constants.TIP_QUICK_PICKS)).toBe(true);
    expect(Object.isFrozen(constants.LANGUAGES)).toBe(true);
  });
});
