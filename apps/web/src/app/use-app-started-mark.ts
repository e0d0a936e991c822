import { useEffect } from 'react';

/**
 * Marks `<html data-app-started>` once the app has committed its first render. A pre-rendered
 * page shows its buttons before the app runs; scripts that drive the page (the browser journeys)
 * wait for this mark rather than click dead HTML.
 */
export function useAppStartedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
}
