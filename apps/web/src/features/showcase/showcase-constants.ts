/** The showcase numbers of SPEC §1. */
export const BRAND_CAROUSEL_SLIDES = 5;
export const BRAND_CAROUSEL_INTERVAL_MS = 2000;
export const DEAL_COUNTDOWN_SECONDS = 172_800;

// The promo header is shared layout code, which cannot import from features: its constant lives
// beside it and is listed here with the other showcase numbers.
export { PROMO_HEADER_DISMISS_MS } from '../../ui/promo-header/promo-header-constants';
