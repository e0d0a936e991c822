/** How long the closing bar collapses and fades before it leaves the page. */
export const PROMO_HEADER_DISMISS_MS = 100;

/** Local storage key that keeps the bar closed on later visits. */
export const PROMO_HEADER_STORAGE_KEY = 'promoHeaderDismissed';
