import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a dialog or drawer the first time it opens and keeps it mounted afterwards, so its
 * closing transition still plays. With `React.lazy` panels, their code (and MUI's modal
 * machinery) stays out of the first page load.
 */
export function LazyPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
