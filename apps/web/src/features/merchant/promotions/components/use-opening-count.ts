import { useState } from 'react';

/**
 * How many times a dialog has opened: keyed by it, a form starts afresh on every opening
 * (never with the last one's typing) yet stays as it was while the dialog fades out.
 */
export function useOpeningCount(open: boolean): number {
  const [opening, setOpening] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }
  return opening;
}
