import { useEffect } from 'react';
import type { ConsentChoice } from './consent-storage';
import { loadTagManager, withdrawTagManagerConsent } from './tag-manager';

/** Loads the tag manager once analytics are accepted; nothing at all without a container id. */
export function useTagManager(choice: ConsentChoice | null, containerId: string | undefined): void {
  const analytics = choice?.analytics ?? false;
  useEffect(() => {
    if (!containerId) return;
    if (analytics) loadTagManager(document, containerId);
    else withdrawTagManagerConsent(document);
  }, [analytics, containerId]);
}
