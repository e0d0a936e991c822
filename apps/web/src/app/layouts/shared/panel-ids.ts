/** Ids of the side drawers, for the `aria-controls` of the buttons that open them. */
export const PUBLIC_DRAWER_ID = 'public-nav-drawer';
export const SHOPPER_DRAWER_ID = 'shopper-drawer';
export const MERCHANT_DRAWER_ID = 'merchant-drawer';
