import { DEFAULT_LANGUAGE } from '../../i18n';
import { wasPromoHeaderDismissed } from '../../ui/promo-header/use-promo-header-state';

/**
 * Pages are pre-rendered for a first-time visitor: English, the offer bar shown. A visitor whose
 * stored choices differ gets the page rendered afresh instead of hydrated, which would not match.
 */
export function canHydrate(container: HTMLElement, language: string): boolean {
  return container.hasChildNodes() && language === DEFAULT_LANGUAGE && !wasPromoHeaderDismissed();
}
