import { useEffect } from 'react';
import { whenIdle } from '../ui/when-idle';

/**
 * Marks `<html data-app-started>` once the app has committed its first render and React has
 * hydrated the page's sections (each hydrates in a task of its own after the first commit). A
 * pre-rendered page shows its buttons and fields before that; scripts that drive the page (the
 * browser journeys) wait for this mark rather than use HTML the app has not taken over yet.
 */
export function useAppStartedMark(): void {
  useEffect(
    () =>
      whenIdle(() => {
        document.documentElement.dataset.appStarted = 'true';
      }),
    [],
  );
}
