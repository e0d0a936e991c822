import { useEffect, useState } from 'react';
import { PROMO_HEADER_DISMISS_MS, PROMO_HEADER_STORAGE_KEY } from './promo-header-constants';

export type PromoHeaderState = 'shown' | 'closing' | 'gone';

// Storage can be missing or refuse access (private modes, blocked cookies): the bar then
// simply shows, and a close lasts for the visit.
export function wasPromoHeaderDismissed(): boolean {
  try {
    return window.localStorage.getItem(PROMO_HEADER_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(PROMO_HEADER_STORAGE_KEY, 'true');
  } catch {
    // Nothing to keep it in: closed for this visit only.
  }
}

/**
 * Shown until closed; closing lasts PROMO_HEADER_DISMISS_MS, then the bar is gone for good.
 * Storage is read in the first render, so a dismissed bar never flashes in.
 */
export function usePromoHeaderState() {
  const [state, setState] = useState<PromoHeaderState>(() =>
    wasPromoHeaderDismissed() ? 'gone' : 'shown',
  );
  useEffect(() => {
    if (state !== 'closing') return;
    const id = window.setTimeout(() => setState('gone'), PROMO_HEADER_DISMISS_MS);
    return () => window.clearTimeout(id);
  }, [state]);
  const dismiss = () => {
    rememberDismissal();
    setState('closing');
  };
  return { state, dismiss };
}
