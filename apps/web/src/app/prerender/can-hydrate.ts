import { selectedAddressOf } from '../../features/addresses/selection/selected-address';
import { authStore } from '../../features/auth/store/auth-store';
import { DEFAULT_LANGUAGE } from '../../i18n';
import { wasPromoHeaderDismissed } from '../../ui/promo-header/use-promo-header-state';
import { PAGE_DATA_ELEMENT_ID } from './page-data';

/**
 * A catalog page rendered with its data shows what a guest without a delivery address sees:
 * stores near nobody in particular, "Sign in" in the header. Without a user the browser shows
 * a skeleton until its guest is signed in (SPEC §2), not the page.
 */
function seesPageAsRendered(): boolean {
  if (document.getElementById(PAGE_DATA_ELEMENT_ID) === null) return true;
  const state = authStore.getState();
  return state.user !== null && state.isGuest && selectedAddressOf(state) === null;
}

/**
 * Pages are rendered for a first-time visitor: English, the offer bar shown. A visitor whose
 * stored choices differ gets the page rendered afresh instead of hydrated, which would not match.
 */
export function canHydrate(container: HTMLElement, language: string): boolean {
  return (
    container.hasChildNodes() &&
    language === DEFAULT_LANGUAGE &&
    !wasPromoHeaderDismissed() &&
    seesPageAsRendered()
  );
}
