/** The offers and timings of the marketing pages and the promo header (SPEC §1, §9). */
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
