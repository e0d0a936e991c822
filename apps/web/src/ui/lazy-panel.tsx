import { Suspense, useState, type ReactNode } from 'react';
import { PanelLoadBoundary } from './panel-load-boundary';
import { PanelLoadError } from './panel-load-error';

interface LazyPanelProps {
  open: boolean;
  /** The panel closes itself: its code could not be fetched. The caller sets `open` to false. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * Mounts a dialog or drawer the first time it opens and keeps it mounted afterwards, so its
 * closing transition still plays. With lazy panels (declared with `lazyWithRetry`), their code
 * (and MUI's modal machinery) stays out of the first page load.
 *
 * When that code cannot be fetched (offline before the service worker kept it), the page stays,
 * the panel closes and the shopper is told; the next opening fetches it again. Only a new
 * opening does, so a caller that keeps `open` true cannot start a loop of failing fetches.
 */
export function LazyPanel({ open, onClose, children }: LazyPanelProps) {
  const [mounted, setMounted] = useState(open);
  const [wasOpen, setWasOpen] = useState(open);
  const [loadFailed, setLoadFailed] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMounted(true);
  }
  const closeFailed = () => {
    setMounted(false);
    setLoadFailed(true);
    onClose();
  };

  return (
    <>
      {mounted && (
        <PanelLoadBoundary onLoadError={closeFailed}>
          <Suspense fallback={null}>{children}</Suspense>
        </PanelLoadBoundary>
      )}
      <PanelLoadError open={loadFailed} onClose={() => setLoadFailed(false)} />
    </>
  );
}
